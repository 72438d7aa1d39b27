/**
 * The editor's page, `admin/index.html`, and its own script. The page loads Decap CMS from the site
 * itself (`decap-cms.js`, copied from the npm package by scripts/pipeline/editor/files.ts), then `editor.js`; Decap reads
 * `config.yml` beside it. The finishing pass of the build leaves this page as it is written here
 * (scripts/pipeline/export/pages.ts): its policy is its own, not the public pages'.
 */
import 'server-only';
import { siteConfig } from '@/lib/site';
import { localBackendOrigin } from './config';

/** The GitHub API, which the editor reads and commits through, and where GitHub serves the signed-in user's picture. */
export const GITHUB_API = 'https://api.github.com';
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

/**
 * The editor's Content Security Policy: what Decap needs and nothing more.
 * - Scripts from the site alone, no CDN. `'unsafe-eval'`: Decap checks its config with ajv, which
 *   compiles the check into a function with `new Function` (decap-cms#2138); without it the editor
 *   stops at "Error loading the CMS configuration". The page runs no inline script.
 * - Styles: Decap's components inject theirs as `<style>` elements and `style` attributes (emotion),
 *   which no hash can list ahead.
 * - Requests: the site (config.yml), the GitHub API, decap-server on localhost for `npm run dev`, and
 *   `blob:`, where Decap reads back the pictures it holds to keep a copy of unsaved work in the browser.
 * - Images: the site, pictures being uploaded (`blob:`) and Decap's inline icons (`data:`), and the
 *   signed-in user's GitHub picture.
 * The login popup is the OAuth helper's own page, which no directive here governs.
 */
export function editorPolicy(localPort: number): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_AVATARS}`,
    `connect-src 'self' blob: ${GITHUB_API} ${localBackendOrigin(localPort)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page: no inline script or style, kept out of search engines (robots.txt disallows it too). */
export function editorPage(localPort: number): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(editorPolicy(localPort))}">
    <meta name="robots" content="noindex, nofollow">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${siteConfig.name}: the newsroom's editor</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="editor.js"></script>
  </body>
</html>
`;
}

/**
 * The site's hooks into Decap, run after it loads. A field a writer cleared, or a list left empty,
 * is left out of the saved file instead of written empty: the content check takes an optional field
 * that is absent, and refuses one that is empty ("must not be empty when given"). A required field
 * never gets here empty: Decap refuses to save it.
 */
export const EDITOR_SCRIPT = `// ${siteConfig.name}: the editor's hooks (server/editor/page.ts).
const isEmpty = (value) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && value.size === 0);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => entry.get('data').filterNot(isEmpty),
});
`;
