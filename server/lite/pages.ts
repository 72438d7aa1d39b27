import 'server-only';
import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import type { CorrectionEntry } from '../listings';
import type { StandingPage } from '../pages';
import { longDate } from './article';
import { liteBody, litePageLink as to, type FileSize } from './body';
import type { LiteContent } from './document';
import { markup } from './html';
import { storyList } from './listings';

/** The front page: the top stories with their standfirsts, then each section's latest headlines. */
export function liteFront(
  latest: ArticleSummary[],
  sections: { category: Category; articles: ArticleSummary[]; hasMore: boolean }[],
): LiteContent {
  const section = ({ category, articles, hasMore }: (typeof sections)[number]) => {
    const href = to(routes.category(category.id));
    const stories =
      articles.length === 0
        ? markup`<p>No articles found in this category.</p>`
        : storyList(articles, { headingLevel: 3, section: false });
    return markup`<section class="section" aria-labelledby="section-${category.id}">
<h2 id="section-${category.id}"><a href="${href}">${category.displayName}</a></h2>
${stories}
${hasMore && markup`<p><a href="${href}">More ${category.displayName}</a></p>\n`}</section>
`;
  };
  return {
    full: routes.home(),
    description: `${siteConfig.tagline} The top stories and every section, text only.`,
    main: markup`<h1>Top stories</h1>
${storyList(latest, { standfirst: true })}
${sections.map(section)}`,
  };
}

/** About, contact, privacy, terms: the page's text, its links to the site leading to text-only copies. */
export function liteStandingPage(page: StandingPage, fileSize: FileSize): LiteContent {
  return {
    full: routes.page(page.slug),
    title: page.title,
    description: page.description,
    main: markup`<article>
<h1>${page.title}</h1>
${liteBody(page.html, fileSize)}
</article>`,
  };
}

/** Every correction, newest first, each linking to the corrections at the foot of its story. */
export function liteCorrections(corrections: CorrectionEntry[]): LiteContent {
  const policy = to(routes.pageSection(siteConfig.policies.correctionsPolicy));
  const requests = to(routes.pageSection(siteConfig.sectionLinks.correctionRequests));
  const items = corrections.map(
    ({ correction, article }) =>
      markup`<li><p>${longDate(correction.date)}</p><h2><a href="${to(`${routes.article(article.slug)}#corrections`)}">${article.title}</a></h2><p>${correction.text}</p></li>\n`,
  );
  return {
    full: routes.corrections(),
    title: 'Corrections',
    description: `Every correction ${siteConfig.name} has published, newest first, text only.`,
    main: markup`<h1>Corrections</h1>
<p>When ${siteConfig.name} gets something wrong, we correct the story, say so under its byline and list the correction here. Read our <a href="${policy}">corrections policy</a> or <a href="${requests}">ask for a correction</a>.</p>
${corrections.length === 0 ? markup`<p>No corrections have been published.</p>` : markup`<ul class="stories">\n${items}</ul>`}`,
  };
}
