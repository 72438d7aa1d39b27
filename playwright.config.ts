import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium';

/** Unusual ports, and never reuse a running server: another process must not answer for us. */
const sites = {
  main: { port: 4391, home: '/', command: 'npx http-server out -a 127.0.0.1 -p 4391 -c-1 --silent' },
  basePath: {
    port: 4393,
    home: '/pacific-ledger/',
    command: 'npx tsx scripts/serve-nginx.ts out-base-path 4393 /pacific-ledger',
  },
  hostile: { port: 4394, home: '/', command: 'npx http-server out-hostile -a 127.0.0.1 -p 4394 -c-1 --silent' },
};
const origin = (port: number) => `http://127.0.0.1:${port}`;
const executablePath = findChromium();

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
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: [
    {
      name: 'site',
      testIgnore: ['base-path.spec.ts', 'hostile-content.spec.ts'],
      use: { baseURL: origin(sites.main.port) },
      metadata: { basePath: '' },
    },
    {
      name: 'base-path (nginx)',
      testMatch: ['base-path.spec.ts', 'links.spec.ts'],
      use: { baseURL: origin(sites.basePath.port) },
      metadata: { basePath: '/pacific-ledger' },
    },
    {
      name: 'hostile content',
      testMatch: ['hostile-content.spec.ts'],
      use: { baseURL: origin(sites.hostile.port) },
    },
  ],
  webServer: Object.values(sites).map(({ port, home, command }) => ({
    command,
    url: `${origin(port)}${home}`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
