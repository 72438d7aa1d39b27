import { defineConfig, devices } from '@playwright/test';
import { port } from './e2e/support/ports';
import { findHeadlessChromium } from './scripts/tools/chromium';

/**
 * Unusual ports, and never reuse a running server: another process must not answer for us.
 * E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
 */
const ports = {
  main: port('main'),
  basePath: port('basePath'),
  hostile: port('hostile'),
  nginx: port('nginx'),
  archive: port('archive'),
  preview: port('preview'),
  live: port('live'),
};
const sites = {
  main: { port: ports.main, home: '/', command: `npx http-server out -a 127.0.0.1 -p ${ports.main} -c-1 --silent` },
  basePath: {
    port: ports.basePath,
    home: '/pacific-ledger/',
    command: `npx tsx scripts/tools/serve-nginx.ts out-base-path ${ports.basePath} /pacific-ledger`,
  },
  hostile: {
    port: ports.hostile,
    home: '/',
    command: `npx http-server out-hostile -a 127.0.0.1 -p ${ports.hostile} -c-1 --silent`,
  },
  nginx: { port: ports.nginx, home: '/', command: `npx tsx scripts/tools/serve-nginx.ts out ${ports.nginx}` },
  preview: {
    port: ports.preview,
    home: '/',
    command: `npx http-server out-preview -a 127.0.0.1 -p ${ports.preview} -c-1 --silent`,
  },
  live: { port: ports.live, home: '/', command: `npx tsx scripts/tools/serve-nginx.ts out-live ${ports.live}` },
  archive: {
    port: ports.archive,
    home: '/pacific-ledger/',
    command: `npx tsx scripts/tools/serve-nginx.ts out-archive ${ports.archive} /pacific-ledger`,
  },
};
const origin = (port: number) => `http://127.0.0.1:${port}`;
const executablePath = findHeadlessChromium();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    // Each test starts as a reader's first visit, without the offline reading worker, which would answer
    // requests that page.route() then never sees; e2e/offline.spec.ts lets it run (e2e/support/test.ts).
    serviceWorkers: 'block',
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: [
    {
      // The editor at /admin/ on the writing loop, which the spec starts itself (`npm run dev`, with
      // decap-server): not on the exported site. First: its tests run one after another in one worker (one
      // loop), the other worker taking every other project's meanwhile; last, they ran alone at the end.
      name: 'editor (dev loop)',
      testMatch: ['editor.spec.ts'],
    },
    {
      name: 'site',
      testIgnore: [
        'base-path.spec.ts',
        'hostile-content.spec.ts',
        'held-stories.spec.ts',
        'preview.spec.ts',
        'observatory.spec.ts',
        'archive.spec.ts',
        'editor.spec.ts',
        'live.spec.ts',
        'rtl.spec.ts',
      ],
      use: { baseURL: origin(sites.main.port) },
      metadata: { basePath: '' },
    },
    {
      name: 'base-path (nginx)',
      testMatch: ['base-path.spec.ts', 'links.spec.ts', 'search.spec.ts', 'offline.spec.ts'],
      // offline.spec.ts's copies of the site are copies of out/, built at the root. The search's layout and
      // its cost in bytes are the same under a base path: measured on the site at the root.
      grepInvert: /copies of the site, served and then not|stay where they are when the app takes|loads no search code/,
      use: { baseURL: origin(sites.basePath.port) },
      metadata: { basePath: '/pacific-ledger' },
    },
    {
      name: 'hostile content',
      // rtl.spec.ts: the site's Arabic edition, right to left, at /ar/ (scripts/tools/build-test-sites.ts).
      testMatch: ['hostile-content.spec.ts', 'held-stories.spec.ts', 'rtl.spec.ts'],
      use: { baseURL: origin(sites.hostile.port) },
    },
    {
      name: 'preview',
      testMatch: ['preview.spec.ts'],
      use: { baseURL: origin(sites.preview.port) },
    },
    {
      name: 'observatory (nginx)',
      testMatch: ['observatory.spec.ts'],
      use: { baseURL: origin(sites.nginx.port) },
    },
    {
      name: 'live (nginx)',
      testMatch: ['live.spec.ts'],
      use: { baseURL: origin(sites.live.port) },
    },
    {
      name: 'archive (nginx)',
      testMatch: ['archive.spec.ts'],
      use: { baseURL: origin(sites.archive.port) },
      metadata: { basePath: '/pacific-ledger' },
    },
  ],
  webServer: Object.values(sites).map(({ port, home, command }) => ({
    command,
    url: `${origin(port)}${home}`,
    reuseExistingServer: false,
    timeout: 30_000,
    // Asked to stop, not killed outright: serve-nginx.ts then stops nginx and removes its temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
});
