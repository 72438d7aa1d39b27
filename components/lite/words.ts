import { sectionNameIn, type Category } from '@/lib/categories';
import { fill, inEdition, type Edition } from '@/lib/editions';
import { liteHref } from '@/lib/routes';

type Line = string;
type Kinds = { analysis: Line; explainer: Line; opinion: Line };

/**
 * The words the text-only edition's views say, from the page's dictionary (data/editions/{id}.json,
 * namespace `lite` and the full pages' own lines): the route hands over its edition's whole
 * dictionary (server/editions/ `messages()`), of which the views name only what they read.
 */
export interface LiteWords {
  site: { tagline: Line; copyright: Line };
  layout: {
    home: Line;
    newsroom: Line;
    latest: Line;
    opinion: Line;
    topics: Line;
    corrections: Line;
    textOnly: Line;
    breaking: Line;
    pages: Record<string, Line>;
  };
  article: {
    by: Line;
    updated: Line;
    corrected: Line;
    correctionHeading: Line;
    correctionsHeading: Line;
    correctionsPolicy: Line;
    allCorrections: Line;
    typesOfWork: Line;
    moreOn: Line;
    moreFrom: Line;
    kinds: Kinds;
    kindNotes: Kinds;
  };
  listing: {
    emptySection: Line;
    topicsHeading: Line;
    pagination: Line;
    newer: Line;
    older: Line;
    latest: Line;
    latestPageOf: Line;
    page: Line;
    archivePage: Line;
    dateRange: Line;
    storyCount: { zero: Line; one: Line; other: Line };
    correctionsIntro: Line;
    correctionsLinks: Line;
    correctionsPolicyLink: Line;
    correctionRequestLink: Line;
    noCorrections: Line;
    storiesBy: Line;
    pagedStoriesBy: Line;
    noStoriesBy: Line;
    noStoriesOnTopic: Line;
  };
  live: { heading: Line; newestFirst: Line; newestFirstAllTimes: Line; pinned: Line; keyEvent: Line; ended: Line };
  lite: {
    sections: Line;
    fullFront: Line;
    fullPage: Line;
    topStories: Line;
    updates: Line;
    liveReload: Line;
    showPicture: Line;
    showPictureSized: Line;
    topicsLabel: Line;
    newerPageOf: Line;
    olderPageOf: Line;
  };
  /** Another edition's section names (the default edition's are lib/site.ts's). */
  sections?: Record<string, { name: string; displayName: string }>;
}

/** The page's edition and its words, as every view of the text-only edition is handed them. */
export interface LiteLanguage {
  edition: Edition;
  words: LiteWords;
}

/** A section as the edition names it: its short name (`name`) or its heading (`displayName`). */
export const sectionName = ({ words }: LiteLanguage, category: Category, form: 'name' | 'displayName' = 'displayName') =>
  sectionNameIn(words.sections, category, form);

/** A page of the edition, by its path within the edition, as the text-only edition links it (`liteHref`). */
export const liteLinkIn = ({ edition }: LiteLanguage, path: string) => liteHref(inEdition(edition, path));

/** `12 stories`, `1 story`, `No stories yet`, in the edition's language and numbers. */
export function storyCount({ edition, words }: LiteLanguage, count: number): string {
  const forms = words.listing.storyCount;
  const form = count === 0 ? forms.zero : new Intl.PluralRules(edition.locale).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: count.toLocaleString(edition.locale) });
}

export { fill };
