// Lighthouse CI for `npm run bench` (bench/README.md): 5 mobile runs of every page, budgets on the medians.
const path = require('node:path');
const { require: tsRequire } = require('tsx/cjs/api');

const { benchPaths, NOT_FOUND_PATH } = tsRequire('./scripts/tools/bench/pages.ts', __filename);
const { routes } = tsRequire('./lib/routes.ts', __filename);
const { findChromium } = tsRequire('./scripts/tools/chromium.ts', __filename);

const port = Number(process.env.BENCH_PORT ?? 4388);
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const paths = benchPaths().filter((page) => !only || only.includes(page));
// An A/B run: another build's out/ (an older commit's, say), served on the next port, each page measured
// on both in turn in the same session, so that the machine's hour weighs on both alike.
const against = process.env.BENCH_AGAINST;
const serve = (root, at) => `tsx scripts/tools/serve-nginx.ts ${JSON.stringify(root)} ${at}`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The audits that count towards these categories' scores, in the Lighthouse that lhci runs. */
function scoredAudits(...categories) {
  const lighthouse = require.resolve('lighthouse/core/config/default-config.js', {
    paths: [path.dirname(require.resolve('@lhci/cli/package.json'))],
  });
  const config = require(lighthouse).default;
  return categories.flatMap((id) => config.categories[id].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
}

const speed = {
  'categories:performance': ['error', { minScore: 1 }],
  'largest-contentful-paint': ['error', { maxNumericValue: 1200 }],
  'total-blocking-time': ['error', { maxNumericValue: 50 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
  'categories:accessibility': ['error', { minScore: 1 }],
};

// The 404 page answers 404 and is noindex on purpose. Lighthouse fails it for exactly that:
// is-crawlable (noindex), http-status-code (404) and errors-in-console (Chrome logs the page's
// own 404 response as "Failed to load resource"). Every other scored audit must pass.
const byDesignOn404 = ['is-crawlable', 'http-status-code', 'errors-in-console'];
const notFoundAudits = Object.fromEntries(
  scoredAudits('best-practices', 'seo')
    .filter((id) => !byDesignOn404.includes(id))
    .map((id) => [id, ['error', { minScore: 1 }]]),
);
const notFound = `${escape(NOT_FOUND_PATH)}$`;

// The text-only edition is noindex on purpose (its canonical is the full page, which search engines
// index): Lighthouse fails is-crawlable for exactly that. Every other scored audit must pass.
const textOnlyAudits = Object.fromEntries(
  scoredAudits('seo')
    .filter((id) => id !== 'is-crawlable')
    .map((id) => [id, ['error', { minScore: 1 }]]),
);
const textOnly = `^[^?#]*://[^/]+${escape(routes.liteFront())}`;

module.exports = {
  ci: {
    collect: {
      url: paths.flatMap((page) => [port, ...(against ? [port + 1] : [])].map((at) => `http://127.0.0.1:${at}${page}`)),
      // nginx with the deploy config, as a real host serves the site: gzip, 404.html with status 404.
      startServerCommand: against ? `${serve(against, port + 1)} & ${serve('out', port)}` : serve('out', port),
      startServerReadyPattern: 'nginx ready',
      numberOfRuns: 5,
      chromePath: findChromium(),
      // Lighthouse's default is the mobile preset with simulated throttling; lhci adds --headless=new.
      // ignoreStatusCode: audit the 404 page instead of refusing it. A real page answering an error
      // still fails its SEO budget (http-status-code).
      settings: { chromeFlags: '--no-sandbox', ignoreStatusCode: true },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^(?!.*${notFound})(?!${textOnly})`,
          aggregationMethod: 'median',
          assertions: {
            ...speed,
            'categories:best-practices': ['error', { minScore: 1 }],
            'categories:seo': ['error', { minScore: 1 }],
          },
        },
        { matchingUrlPattern: notFound, aggregationMethod: 'median', assertions: { ...speed, ...notFoundAudits } },
        {
          matchingUrlPattern: textOnly,
          aggregationMethod: 'median',
          assertions: { ...speed, 'categories:best-practices': ['error', { minScore: 1 }], ...textOnlyAudits },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'bench/reports' },
  },
};
