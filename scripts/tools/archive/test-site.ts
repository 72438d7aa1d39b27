import path from 'node:path';
import type { ArchiveOptions } from './generate';

/**
 * The archive the `archive (nginx)` end-to-end project serves (built by `npm run build:test-sites`):
 * 64 stories, most of them Technology (three pages) and one reporter's (two pages), so listings paginate;
 * two with photographs, some updated.
 */
export const testArchive = {
  dir: path.join('.tmp', 'archive'),
  count: 64,
  categoryWeights: { tech: 52, california: 2, us: 2, world: 2, health: 2, politics: 2, business: 2 },
  authorWeights: {
    'priya-natarajan': 30,
    'maya-okafor': 7,
    'daniel-reyes': 7,
    'ingrid-solberg': 7,
    'samuel-whitfield': 7,
    'rosa-delgado': 6,
    // The columnist writes opinion, not the generated archive's reported stories.
    'nora-castellanos': 0,
  },
  photoEvery: 32,
} satisfies ArchiveOptions;

export const testArchiveOut = path.join('out-archive', 'pacific-ledger');

/** Stories per search bundle on the archive site: three bundles, merged by the search page as for a very large archive. */
export const testArchiveSearchBundleSize = 25;

/** The archive's newest stories, published in the hours before its build: the News sitemap's entries. */
export const testArchiveRecent = 3;

/**
 * Stories the newsroom has not published: a draft, and one scheduled for 2030. Each has a word no
 * other story uses, its own picture, and must leave no trace in a public build.
 */
export const HELD_STORIES = [
  { slug: 'council-budget-amendment-draft', word: 'Quillfeather', front: 'draft: true\npublishedDate: "2025-03-01"' },
  { slug: 'harbor-bridge-reopening-scheduled', word: 'Marrowgate', front: 'publishedDate: "2030-01-01T06:00:00-08:00"' },
];
