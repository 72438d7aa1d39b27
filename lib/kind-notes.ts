import type { ArticleKind } from './article';

/* Apart from the labels (./kind-labels.ts): only a story's page says these, and cards stay without them. */

/** What each labelled type of work is, under its byline: a reader should not take analysis or opinion for news. */
export const KIND_NOTES: Record<Exclude<ArticleKind, 'news'>, string> = {
  analysis: 'Analysis interprets the news, from the reporting and the evidence.',
  explainer: 'An explainer gives the background and context behind the news.',
  opinion: 'Opinion is the writer’s own argument, not the view of the newsroom.',
};
