import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { editorRoute, exportedFile } from './lib/routes';
import { addedEditions, siteConfig } from './lib/site';
import { buildId } from './scripts/pipeline/build-id';
import { buildFiles } from './scripts/pipeline/folders';
import { readPlan } from './scripts/pipeline/files';
import { editionPrefix, editions, prefixedEditions } from './lib/editions';
import type { LastResortWords } from './app/global-error';

const basePath = process.env.BASE_PATH ?? '';

/** Whether the build publishes an edition besides the default one: as its plan says, or, in `next dev`, any configured. */
function publishesOtherEditions(phase: string): boolean {
  if (phase === PHASE_PRODUCTION_BUILD) return (readPlan()?.editions.length ?? 0) > 0;
  return prefixedEditions().length > 0;
}

/**
 * Each edition's words for the error page of last resort (app/global-error.tsx), by its language tag:
 * that page replaces the whole document, loads on every page up front, and so cannot take a page's
 * dictionary. Read from the edition's file (data/editions/{id}.json, EDITIONS_DIR's for an added edition).
 */
export function lastResortWords(): Record<string, LastResortWords> {
  return Object.fromEntries(
    editions.map((edition) => {
      const folder = addedEditions.some(({ id }) => id === edition.id) ? (process.env.EDITIONS_DIR ?? 'data') : 'data';
      const file = path.join(folder, 'editions', `${edition.id}.json`);
      const { ui } = JSON.parse(fs.readFileSync(file, 'utf8')) as { ui: Record<string, string> };
      const words = { title: ui.errorTitle, text: ui.errorText, returnHome: ui.returnHome };
      return [edition.locale, { ...words, dir: edition.dir, home: `${basePath}${editionPrefix(edition)}/` }];
    }),
  );
}

export default function nextConfig(phase: string): NextConfig {
  return {
    output: 'export',
    // On a crisis day (`siteConfig.liteFrontPage`) each edition's front is its text-only front page, which
    // the build draws outside Next (scripts/pipeline/export/lite.ts), and the full one moves to /front/
    // (app/(site)/front/page.crisis.tsx): a file counts as a route only when its name ends in one of these.
    // The other editions' routes (app/(editions)/, each file `*.edition.tsx`) are routes when the build
    // publishes another edition: a static export refuses a route with nothing to render, and an edition is
    // published with its first story (plan-build.ts writes which). `next dev` has them all. Their layouts and
    // error boundary keep the plain names (app/(editions)/[edition]/layout.tsx says why).
    pageExtensions: [
      'tsx',
      'ts',
      siteConfig.liteFrontPage ? 'crisis.tsx' : 'full-front.tsx',
      ...(publishesOtherEditions(phase)
        ? ['edition.tsx', 'edition.ts', siteConfig.liteFrontPage ? 'crisis-edition.tsx' : 'full-front-edition.tsx']
        : []),
    ],
    // `next build` exports into the build's working folder, never into `out/`: the build brings the
    // finished site there in its last step (scripts/pipeline/publish.ts). With `output: 'export'`, a
    // distDir names where the export goes; `next dev` keeps `.next/`.
    ...(phase === PHASE_PRODUCTION_BUILD && { distDir: buildFiles.site }),
    generateBuildId: buildId,
    trailingSlash: true,
    basePath,
    images: { unoptimized: true },
    env: {
      NEXT_PUBLIC_BASE_PATH: basePath,
      // For the error page of last resort (app/global-error.tsx), which every page loads up front.
      NEXT_PUBLIC_SITE_NAME: siteConfig.name,
      NEXT_PUBLIC_LAST_RESORT: JSON.stringify(lastResortWords()),
      // The public origin, also in the browser's code: the footer writes the publisher's structured
      // data with absolute URLs, and each page's payload then names the footer instead of carrying it.
      ...(process.env.SITE_URL && { SITE_URL: process.env.SITE_URL }),
      // Editions added at build time (lib/site.ts `addedEditions`): the header links them, routes name them.
      ...(process.env.EXTRA_EDITIONS && { EXTRA_EDITIONS: process.env.EXTRA_EDITIONS }),
    },
    // TYPECHECKED=1: the code was type-checked already, so next build skips its TypeScript pass (10 s of
    // 2 cores). The build sets it for an incremental build, which runs only on the code the previous,
    // full build checked (scripts/pipeline/build-id.ts hashes it, tsconfig.json included); the test
    // tools set it for the builds they make after `npm test`'s own `npm run typecheck`.
    typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
    // Static generation on every core: Next.js leaves one to the main process by default, which only
    // waits while the workers render, so a 2-core machine rendered on one.
    // globalNotFound: the site has a root layout per edition (app/(site)/, app/(editions)/[edition]/), so
    // the not-found page of an unknown address is rendered outside them (app/global-not-found.tsx).
    // prefetchInlining off: Next 16.4 renders every page's segment prefetch responses once more, and
    // gzips each, to decide which ones a prefetch could fetch together. No link of the site prefetches
    // (components/ui/link.tsx) and the build removes those files (export/prune-rsc.ts): the work was a
    // third of the render of every page, text-only copies included (bench/results/prefetch-inlining.md).
    experimental: { cpus: os.availableParallelism(), globalNotFound: true, prefetchInlining: false },
    // The project's own folder is Turbopack's root, wherever it is checked out: inferred, it is the
    // highest folder with a lockfile, and a checkout inside another project (a test's, a monorepo's)
    // would name its modules, and so its chunks, from there.
    turbopack: { root: path.resolve(__dirname) },
    poweredByHeader: false,
    reactStrictMode: true,
    // The editor's page is the file route app/admin/index.html/: a static host serves it at /admin/
    // as a folder's index, `next dev` only by its file name. In development only: an export
    // has no rewrites, and needs none.
    ...(phase === PHASE_DEVELOPMENT_SERVER && {
      rewrites: async () => [{ source: editorRoute(), destination: `/${exportedFile(editorRoute())}` }],
    }),
  };
}
