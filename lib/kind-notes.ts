import type { LabelledKind } from './kind-labels';

/* Apart from the labels (./kind-labels.ts): only a story's page says these, and cards stay without them. */

/**
 * What each labelled type of work is, under its byline, in the edition's words (`article.kindNotes`):
 * a reader should not take analysis or opinion for news.
 */
export const kindNote = (kind: LabelledKind, words: { article: { kindNotes: Record<LabelledKind, string> } }): string =>
  words.article.kindNotes[kind];
