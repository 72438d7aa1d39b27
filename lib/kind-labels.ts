import type { ArticleKind } from './article';

/*
 * What the types of work are called, in the edition's words (`article.kinds` of its dictionary; what
 * they are: ./kind-notes.ts). A module of its own, with no code to import: a card's label brings
 * nothing else into the browser's bundle (the bundler keeps a module whole, unused exports and all).
 */

export type LabelledKind = Exclude<ArticleKind, 'news'>;

/** The label of a type of work that carries one; news, the default, carries none. */
export const kindLabel = (kind: LabelledKind, words: { article: { kinds: Record<LabelledKind, string> } }): string =>
  words.article.kinds[kind];
