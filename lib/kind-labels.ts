import type { ArticleKind } from './article';

/*
 * What the types of work are called, as both editions say it (what they are: ./kind-notes.ts). A
 * module of its own, with no code to import: a card's label brings nothing else into the browser's
 * bundle (the bundler keeps a module whole, unused exports and all).
 */

/** The labels of the types of work that carry one; news, the default, carries none. */
export const KIND_LABELS: Record<Exclude<ArticleKind, 'news'>, string> = {
  analysis: 'Analysis',
  explainer: 'Explainer',
  opinion: 'Opinion',
};
