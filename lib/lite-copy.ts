import type { Article, ArticleSummary } from './article';
import type { Author } from './authors';
import type { Category } from './categories';
import type { Page } from './pagination';
import type { CollectionInfo } from './collections';
import type { Topic } from './topics';

/**
 * What a text-only copy shows, as plain data: server/lite/ works it out where the content is read,
 * and the views of components/lite/ draw it with React's static renderer in a process of their own
 * (scripts/pipeline/export/lite-worker.tsx), so nothing here may be a function.
 */

/** A section of the text-only front page: its latest headlines. */
export interface FrontSection {
  category: Category;
  articles: ArticleSummary[];
  hasMore: boolean;
}

export interface LiteCorrection {
  correction: { date: string; text: string };
  article: { slug: string; title: string };
}

/** A story as its copy shows it. */
export interface LiteStory {
  /** The story, its body and its updates' as the text-only edition gives them (server/lite/body.ts): links to the copies, pictures as links. */
  article: Article;
  /** What its picture's smallest file weighs, or null when unknown: the disclosure says it. */
  pictureSize: number | null;
  /** Its section, its author and its topics (main topic first), as the edition names and describes them. */
  category: Category;
  author: Author;
  topics: Topic[];
  related: ArticleSummary[];
  /** Its main topic's stories beside the section's (server/articles.ts `storyLists`). */
  moreOnTopic: { topic: Topic; articles: ArticleSummary[] } | null;
}

export type LiteContent =
  | { view: 'front'; latest: ArticleSummary[]; sections: FrontSection[] }
  | ({ view: 'story' } & LiteStory)
  | { view: 'category'; category: Category; listing: Page<ArticleSummary> }
  | { view: 'author'; author: Author; listing: Page<ArticleSummary> }
  | { view: 'topic'; topic: Topic; listing: Page<ArticleSummary> }
  | {
      view: 'collection';
      collection: CollectionInfo;
      listing: Page<ArticleSummary>;
    }
  | { view: 'topics'; topics: { topic: Topic; stories: number }[] }
  | { view: 'corrections'; corrections: LiteCorrection[] }
  | { view: 'page'; title: string; html: string };

/** A text-only page's document but the words of its edition, which the drawing process holds. */
export interface LiteDocumentData {
  head: {
    title: string;
    description: string;
    /** The full page's absolute URL, which search engines index in its place. */
    canonical: string;
    /** Only the crisis front page, standing at the edition's front, is indexed. */
    index: boolean;
  };
  page: {
    /** The full page this is the text of, by its path within the edition: the "full edition" link. */
    full: string;
    /** The breaking-news banner's story, as every full page carries it while it runs; or null. */
    breaking: { slug: string; title: string } | null;
    /** The copy of the front page standing at the edition's front on a crisis day (`siteConfig.liteFrontPage`). */
    front?: boolean;
    /** Marks `<main>`: an opinion piece is set apart, as in the full edition. */
    className?: string;
  };
  content: LiteContent;
}
