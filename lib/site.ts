/**
 * The site's own facts, in one place: change these to make the site yours (README, "Make it yours").
 * The staff live beside the stories (data/authors.json), the logo is app/icon.svg and the colours are
 * app/colors.css.
 */
const name = 'Pacific Ledger';

/**
 * `EXTRA_EDITIONS` at build time: editions added after those of `editions` below, as a JSON list of
 * `{ "id", "locale", "name", "dir" }`, their files in `EDITIONS_DIR` (server/settings.ts). A test
 * site's right-to-left edition comes this way (scripts/tools/build-test-sites.ts), so the published
 * site never carries it. next.config.ts hands the list to the browser's code; the build's first step
 * checks it (server/editions, `addedEditionProblems`), so the browser's code only reads it.
 */
export const addedEditions: readonly EditionConfig[] = JSON.parse(process.env.EXTRA_EDITIONS || '[]') as EditionConfig[];

/** The sub-path the site is served under (`BASE_PATH` at build time; empty at the root of a host). */
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/**
 * The URL that every absolute URL starts with, before the base path: `url` without a trailing slash,
 * and without the base path where it already ends with it, so `SITE_URL` may be given either way
 * (`https://example.org` or `https://example.org/news` for a site under `/news`).
 */
export function siteUrlBeforeBasePath(url: string, base = basePath): string {
  const trimmed = url.replace(/\/+$/, '');
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(trimmed)?.[0] ?? '';
  const inPath = trimmed.length - base.length >= origin.length;
  return base && inPath && trimmed.endsWith(base) ? trimmed.slice(0, -base.length) : trimmed;
}

export interface EditionConfig {
  /** The edition's address (`/es/`) and a story's `lang`: the language's subtag. */
  id: string;
  /** BCP 47 tag of its pages, dates and numbers. */
  locale: string;
  name: string;
  dir: 'ltr' | 'rtl';
}

export const siteConfig = {
  name,
  tagline: 'Trusted news from California, the US and the world.',
  description: 'Trusted news from California, the US and the world.',
  /** BCP 47: the default edition's language, date formats and feeds (the first of `editions`). */
  locale: 'en-US',
  /**
   * The site's editions, each a whole site in one language: the first at `/`, every other under
   * `/{id}/`. Each has its words in `data/editions/{id}.json` (the first edition's file names every
   * key; the build stops if another lacks one). `dir` is the script's direction; `name` is how the
   * language names itself, as the language link in the header shows it. A third language is a line
   * here and a file there. `EXTRA_EDITIONS` adds more at build time (`addedEditions`).
   */
  editions: [
    { id: 'en', locale: 'en-US', name: 'English', dir: 'ltr' },
    { id: 'es', locale: 'es-US', name: 'Español', dir: 'ltr' },
    ...addedEditions,
  ] as readonly EditionConfig[],
  /**
   * The public origin, for canonical links, share cards, sitemaps and feeds; `SITE_URL` at build time
   * overrides it, with or without the base path (`siteUrlBeforeBasePath`). Absolute URLs add the base path.
   */
  url: siteUrlBeforeBasePath(process.env.SITE_URL ?? 'http://localhost:3000'),
  copyright: { holder: name, year: 2025 },
  /**
   * The sections, in the order of the section bar and the front page. `id` is the address
   * (`/category/{id}/`) and what a story's `category` names; `name` is the short label of the
   * section bar; `displayName` the heading; `quickLink` puts it in the footer's Quick Links.
   */
  sections: [
    { id: 'california', name: 'California', displayName: 'California News', quickLink: true },
    { id: 'us', name: 'US', displayName: 'US News', quickLink: true },
    { id: 'world', name: 'World', displayName: 'World News', quickLink: true },
    { id: 'tech', name: 'Tech', displayName: 'Technology', quickLink: true },
    { id: 'health', name: 'Health', displayName: 'Health', quickLink: false },
    { id: 'politics', name: 'Politics', displayName: 'Politics', quickLink: false },
    { id: 'business', name: 'Business', displayName: 'Business', quickLink: false },
  ],
  /**
   * The standing pages, each written in `data/pages/{slug}.md` and served at `/{slug}/`; the footer's
   * second column links them by these labels, then the corrections page.
   */
  pages: [
    { slug: 'about', label: 'About Us' },
    { slug: 'contact', label: 'Contact' },
    { slug: 'privacy', label: 'Privacy Policy' },
    { slug: 'terms', label: 'Terms of Service' },
  ],
  /**
   * The publisher's policies, as news search reads them (schema.org NewsMediaOrganization): each a
   * section of a standing page, by the page's slug and its heading's id (`routes.pageSection` makes
   * the address, `/about/#ethics`). The build stops if a page lacks the section.
   */
  policies: {
    publishingPrinciples: { page: 'about', section: 'editorial-standards' },
    ethicsPolicy: { page: 'about', section: 'ethics' },
    diversityPolicy: { page: 'about', section: 'local-sourcing-and-diverse-voices' },
    correctionsPolicy: { page: 'about', section: 'corrections-policy' },
    ownershipFundingInfo: { page: 'about', section: 'ownership-and-funding' },
    actionableFeedbackPolicy: { page: 'contact', section: 'feedback' },
  },
  /** Sections of the standing pages that other pages link to, checked by the build like the policies. */
  sectionLinks: {
    /** Where a reader asks for a correction. */
    correctionRequests: { page: 'contact', section: 'request-a-correction' },
    /** What news, analysis, explainers and opinion are: linked from every labelled story. */
    typesOfWork: { page: 'about', section: 'types-of-work' },
    /** What offline reading keeps on a reader's device: linked from the saved stories page. */
    offlineReading: { page: 'privacy', section: 'offline-reading' },
  },
  /** The News sitemap's window: stories published this many days before the build. */
  newsSitemapDays: 2,
  /**
   * For a crisis day: `true` makes the text-only front page (docs/text-only-and-offline.md, "Text-only edition") the site's
   * front page at `/`, the lightest page a crowd can ask for, linking to the text-only stories. The
   * full front page then lives at `/front/` and the text-only front links to it.
   */
  liteFrontPage: false as boolean,
  /**
   * Offline reading (docs/text-only-and-offline.md, "Offline reading"): a service worker keeps the front page and its latest
   * stories, the stories a reader opened and those they saved. `enabled: false` is the kill switch: the
   * build then ships a worker that clears those copies and unregisters itself, and pages stop registering one.
   */
  offline: {
    enabled: true,
    /** The front page's stories kept after a visit, in the order the front page shows them. */
    frontPageStories: 20,
    /** The most the kept front-page set (shell, front page, stories, pictures) may weigh, in megabytes. */
    budgetMegabytes: 5,
    /** The stories a reader opened that stay kept, the most recent first. */
    recentStories: 50,
  },
} as const;

/** The footer's and the feeds' line: `© {year} {holder}. All rights reserved.` */
export const copyrightLine = `© ${siteConfig.copyright.year} ${siteConfig.copyright.holder}. All rights reserved.`;
