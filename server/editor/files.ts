import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { registerEditorHooks } from '@/lib/editor-hooks';
import { siteConfig } from '@/lib/site';
import { buildMoment, getArticles } from '../articles';
import { readBuildContext } from '../build-context';
import { openStore } from '../content/stored';
import { EDITOR_LOGO_FILE, editorConfig, localBackendPort, storyYears } from './config';

/**
 * The files of the editor at `/admin/` besides its page (./page.ts), as the routes of `app/admin/`
 * serve them: `config.yml`, made from the content's schemas (./config.ts); `editor.js`, the site's
 * hooks; `editor.css`, what fits Decap's screens to a phone (./editor.css); `logo.svg`, the
 * newsroom's name beside its logo (app/icon.svg) on the sign-in screen and in the header; and Decap
 * CMS itself, read from the npm package (`decap-cms`, the bundle its authors build for a page to load
 * from a `<script>`), so no page asks a CDN for code.
 */

/**
 * The files of Decap's bundle a page needs: the bundle, the chunks it loads on demand (CodeMirror's
 * languages, an image encoder) and its licence notices. Not its source maps, nor the WebAssembly of
 * the image encoder, which only the media library's image transformations use (not configured).
 */
const BUNDLE = /^(?:decap-cms\.js|\d+\.decap-cms\.js|decap-cms\.js\.LICENSE\.txt)$/;

/** The site's hooks and its stylesheet, as the files the page loads beside Decap. */
export const EDITOR_SCRIPT_FILE = 'editor.js';
export const EDITOR_STYLE_FILE = 'editor.css';

/** decap-cms's `dist/`, where npm installed it (read from the project's folder: routes are bundled). */
const bundleFolder = () => path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');
const projectFile = (...parts: string[]) => fs.readFileSync(path.join(process.cwd(), ...parts), 'utf8');

/** The names of the editor's files beside its page: Decap's bundle, then the site's own. */
export function editorFiles(): string[] {
  return [
    ...fs
      .readdirSync(bundleFolder())
      .filter((name) => BUNDLE.test(name))
      .sort(),
    EDITOR_SCRIPT_FILE,
    EDITOR_STYLE_FILE,
    EDITOR_LOGO_FILE,
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The newsroom's logo for the editor: the site's icon (app/icon.svg) beside its name, in the system's
 * serif (a picture cannot load the site's fonts). Decap shows it 300 px wide above the sign-in button.
 */
export function editorLogo(icon = projectFile('app', 'icon.svg'), name: string = siteConfig.name): string {
  const viewBox = /viewBox="([^"]+)"/.exec(icon)?.[1] ?? '0 0 32 32';
  const inner = icon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 64" width="300" height="64" role="img">
<title>${escapeXml(name)}</title>
<svg x="0" y="4" width="56" height="56" viewBox="${viewBox}">${inner}</svg>
<text x="70" y="34" font-family="Georgia, 'Times New Roman', serif" font-size="26" font-weight="700" fill="#1e3a5f">${escapeXml(name)}</text>
<text x="71" y="55" font-family="system-ui, sans-serif" font-size="13" letter-spacing="2" fill="#4a5568">NEWSROOM</text>
</svg>
`;
}

/** One of the editor's files beside its page, or null when it has none of that name. */
export function editorFile(name: string): string | Uint8Array<ArrayBuffer> | null {
  if (name === EDITOR_SCRIPT_FILE)
    return `// ${siteConfig.name}: the editor's hooks (lib/editor-hooks.ts).\n(${registerEditorHooks.toString()})(CMS, window);\n`;
  if (name === EDITOR_STYLE_FILE) return projectFile('server', 'editor', EDITOR_STYLE_FILE);
  if (name === EDITOR_LOGO_FILE) return editorLogo();
  return BUNDLE.test(name) ? new Uint8Array(fs.readFileSync(path.join(bundleFolder(), name))) : null;
}

/** The media type each of the editor's files is served as, by its extension. */
export const editorFileType = (name: string) =>
  ({ js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml' })[name.split('.').pop() ?? ''] ?? 'text/plain';

/**
 * `config.yml`: the form made from the schemas, with a collection of updates for each open live
 * story, named by its file (which names the folder of its updates).
 */
export function editorConfigFile(localPort = localBackendPort()): string {
  const store = openStore(readBuildContext().contentStore);
  const liveStories = getArticles()
    .filter((story) => story.liveState === 'open')
    .map((story) => ({ path: store.pathOf(story.slug)!, title: story.title }));
  const years = storyYears(store.years(), String(buildMoment().getUTCFullYear()));
  return editorConfigText({ localPort, years, liveStories });
}

/** The configuration as the file `config.yml` holds it. */
export function editorConfigText(options: Parameters<typeof editorConfig>[0]): string {
  const config = stringify(editorConfig(options), { aliasDuplicateObjects: false, lineWidth: 0 });
  return `# Made by the build from the content's schemas (server/editor/config.ts): edit that, not this.\n${config}`;
}
