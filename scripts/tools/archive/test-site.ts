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

/** The archive build's content store, kept beside its stories: what its pages were made from, which the tests expect. */
export const testArchiveStore = path.join(testArchive.dir, 'content-store');

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

/**
 * The open live story of the `live (nginx)` end-to-end project's site (out-live, a copy of out-hostile,
 * whose stories include it): three updates, pinned to lead the front page although four stories are
 * newer, and in the breaking-news banner until long after any test. The end-to-end tests publish a
 * fourth update into the exported site as a build would (e2e/live.spec.ts).
 */
/**
 * A photograph filed with one of the open live story's updates, upright as a phone takes it: the
 * test site writes the file (build-test-sites.ts), the build draws it in its sizes.
 */
export const FIELD_PHOTO = {
  imageURL: '/images/photos/ferry-terminal-queue.jpg',
  imageAlt: 'Riders queue under umbrellas at a ferry terminal',
  imageCaption: 'Riders at the terminal before the first reduced crossing.',
  width: 1536,
  height: 2048,
} as const;

export const OPEN_LIVE_STORY = {
  slug: 'bay-area-storm-live',
  title: 'Winter Storm Brings Flood Watch to the Bay Area Shoreline',
  file: `---
title: "Winter Storm Brings Flood Watch to the Bay Area Shoreline"
slug: "bay-area-storm-live"
category: "california"
topics: ["climate", "transportation"]
author: "maya-okafor"
excerpt: "Forecasters expect high tides and heavy rain to overlap through the evening. Follow the latest warnings, closures and advice here."
publishedDate: "2025-06-01T06:00:00-07:00"
live: true
pinned: true
breakingUntil: "2099-01-01T00:00:00Z"
imageURL: "/images/articles/bay-area-transit-fare-pilot.svg"
imageAlt: "Illustration of a train crossing the bay under a cloudy sky"
---
A storm moving in from the Pacific is expected to bring heavy rain and gusty winds to the Bay Area through the evening, as some of the year's highest tides arrive. Forecasters have issued a flood watch for low-lying areas along the shoreline.

This page is updated as warnings, closures and advice change.
`,
  updates: {
    '2025-06-01t0615-flood-watch-issued': `---
time: "2025-06-01T06:15:00-07:00"
headline: "Flood watch issued for the shoreline"
author: "maya-okafor"
key: true
---
The National Weather Service has issued a flood watch for low-lying areas around the bay from noon until midnight. Forecasters said the risk is highest around the evening high tide.
`,
    '2025-06-01t0740-ferry-service': `---
time: "2025-06-01T07:40:00-07:00"
headline: "Ferry operators warn of delays"
author: "maya-okafor"
photos:
  - imageURL: "${FIELD_PHOTO.imageURL}"
    imageAlt: "${FIELD_PHOTO.imageAlt}"
    imageCaption: "${FIELD_PHOTO.imageCaption}"
    imageCredit: "Maya Okafor"
---
Two ferry operators said crossings would run on reduced schedules from midday. Riders were asked to check before setting out.
`,
    '2025-06-01t0905-sandbags': `---
time: "2025-06-01T09:05:00-07:00"
headline: "Cities open sandbag stations"
author: "maya-okafor"
---
Several shoreline cities opened sandbag stations for residents. Officials asked people to take no more than ten bags each so that supplies last through the day.

- Stations are open until 8 p.m.
- Bring a shovel if you have one.
`,
  },
} as const;

/** The update the end-to-end tests publish into out-live, after the build, as the next build would write it. */
export const PUBLISHED_UPDATE = {
  id: '2025-06-01t1020-road-closures',
  time: '2025-06-01T10:20:00-07:00',
  headline: 'Shoreline road closed near the marina',
} as const;

/**
 * The hostile site's third edition, in Arabic, right to left (e2e/rtl.spec.ts), which the published
 * sample never carries: added by `EXTRA_EDITIONS`, its words, lists and standing pages from
 * `EDITIONS_DIR` (`RTL_EDITION.files`), its stories (`articles/` there) beside the others. One of
 * them translates `translates`.
 */
export const RTL_EDITION = {
  edition: { id: 'ar', locale: 'ar', name: 'العربية', dir: 'rtl' },
  files: path.join('scripts', 'tools', 'fixtures', 'editions'),
  story: 'thuluj-siyira-tawaqqu-almiyah',
  translates: 'sierra-snowpack-water-outlook',
} as const;
