/**
 * The editor's page, `admin/index.html` (app/admin/index.html/route.ts). It loads Decap CMS from the
 * site itself (`decap-cms.js`, read from the npm package by ./files.ts), then the site's hooks
 * (`editor.js`); Decap reads `config.yml` beside it. It states its own policy, not the public
 * pages', so the finishing pass of the build leaves it as it is (scripts/pipeline/export/pages.ts).
 */
import 'server-only';
import { siteConfig } from '@/lib/site';
import { localBackendOrigin } from './config';
import { EDITOR_SCRIPT_FILE, EDITOR_STYLE_FILE } from './files';

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

/**
 * The page: no inline script or style, kept out of search engines (robots.txt disallows it too). Its
 * stylesheet comes first, so that Decap's own styles, injected after it, win wherever it does not say.
 */
export function editorPage(localPort: number): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(editorPolicy(localPort))}">
    <meta name="robots" content="noindex, nofollow">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${siteConfig.name}: the newsroom's editor</title>
    <link rel="stylesheet" href="${EDITOR_STYLE_FILE}">
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="${EDITOR_SCRIPT_FILE}"></script>
  </body>
</html>
`;
}
