import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Every spec imports `test` from here: it fails any test during which a page broke its Content
 * Security Policy. Pages report their `securitypolicyviolation` events; with JavaScript off, which
 * stops those, Chromium's console message reports the violation instead. A test that provokes
 * violations on purpose takes them from `cspViolations` (`cspViolations.splice(0)`).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
