import 'server-only';
import type { ArticleSummary } from '@/lib/article';
import { getCategories, type Category } from '@/lib/categories';
import type { Edition } from '@/lib/editions';
import { LATEST_COUNT, SECTION_SIZE } from '@/lib/pagination';
import { getArticles, getTopStories } from './articles';

/**
 * What an edition's front page shows, decided once: the page draws it (`app/(site)/page.full-front.tsx`),
 * and offline reading keeps its stories first (`scripts/pipeline/export/offline.ts`).
 */
export interface FrontPage {
  /** Its Top Stories: a pinned story first, then the latest. */
  latest: ArticleSummary[];
  /** Each section's newest, and whether the section has more. */
  sections: { category: Category; articles: ArticleSummary[]; hasMore: boolean }[];
}

/** An edition's front page (the page's, by default). */
export function frontPage(edition?: Edition): FrontPage {
  return {
    latest: getTopStories(LATEST_COUNT, edition),
    sections: getCategories().map((category) => {
      const articles = getArticles(category.id, edition);
      return { category, articles: articles.slice(0, SECTION_SIZE), hasMore: articles.length > SECTION_SIZE };
    }),
  };
}

/** The stories an edition's front page links, each once, in the order it shows them. */
export function frontPageStories(edition?: Edition): ArticleSummary[] {
  const { latest, sections } = frontPage(edition);
  return [...new Set([...latest, ...sections.flatMap((section) => section.articles)])];
}
