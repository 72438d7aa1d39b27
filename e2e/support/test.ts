import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * What the `page` fixture does to its page (below), for a test's other pages in the same context
 * (`context.newPage()`): the site's service worker refused quietly, and `goto` waiting for the app.
 */
export async function prepare(
  page: Page,
  { javaScriptEnabled, serviceWorkers }: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block' },
) {
  // Playwright blocks service workers by warning in the console at each registration; the site's own
  // registration is left to fail quietly instead, as it does in a browser that refuses one.
  if (serviceWorkers === 'block')
    await page.addInitScript(() => {
      if (self.ServiceWorkerContainer)
        ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('blocked', 'SecurityError'));
    });
  if (javaScriptEnabled !== false) {
    await page.addInitScript(() => {
      const count = () => Object.assign(window, { __pageErrors: ((window as { __pageErrors?: number }).__pageErrors ?? 0) + 1 });
      window.addEventListener('error', count);
      window.addEventListener('unhandledrejection', count);
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined)
        await page.waitForFunction(
          () =>
            !('__next_f' in self) ||
            (history.state as { __NA?: boolean } | null)?.__NA === true ||
            ((window as { __pageErrors?: number }).__pageErrors ?? 0) > 0,
          null,
          { timeout: 15_000 },
        );
      return response;
    };
  }
}

/**
 * Every spec imports `test` from here: it fails any test during which a page broke its Content
 * Security Policy. Pages report their `securitypolicyviolation` events; with JavaScript off, which
 * stops those, Chromium's console message reports the violation instead. A test that provokes
 * violations on purpose takes them from `cspViolations` (`cspViolations.splice(0)`).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // A page's scripts start after its load event (scripts/pipeline/export/defer-scripts.ts), so `goto` also
  // waits for the app to start: for the Next.js router to write its history entry, or for the page
  // to throw. A test then acts on the page a reader has a moment later, not on the HTML before its
  // scripts. Documents without the app (a server's own error page, a feed) are not waited for, nor
  // is a `goto` that names its own `waitUntil`.
  page: async ({ page, javaScriptEnabled, serviceWorkers }, provide) => {
    await prepare(page, { javaScriptEnabled, serviceWorkers });
    await provide(page);
  },
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const what = event.blockedURI || 'inline';
          const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
          window.__reportCspViolation?.(`${event.effectiveDirective} blocked ${what} at ${where} ${event.sample}`);
        });
      });
      if (javaScriptEnabled === false)
        context.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) violations.push(message.text());
        });
      await use(violations);
      expect(violations, `Content Security Policy violations:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
