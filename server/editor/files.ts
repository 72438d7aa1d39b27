import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { registerEditorHooks } from '@/lib/editor-hooks';
import { siteConfig } from '@/lib/site';
import { getArticles } from '../articles';
import { readBuildContext } from '../build-context';
import { openStore } from '../content/store';
import { editorConfig, localBackendPort } from './config';

/**
 * The files of the editor at `/admin/` besides its page (./page.ts), as the routes of `app/admin/`
 * serve them: `config.yml`, made from the content's schemas (./config.ts); `editor.js`, the site's
 * hooks; and Decap CMS itself, read from the npm package (`decap-cms`, the bundle its authors build
 * for a page to load from a `<script>`), so no page asks a CDN for code.
 */

/**
 * The files of Decap's bundle a page needs: the bundle, the chunks it loads on demand (CodeMirror's
 * languages, an image encoder) and its licence notices. Not its source maps, nor the WebAssembly of
 * the image encoder, which only the media library's image transformations use (not configured).
 */
const BUNDLE = /^(?:decap-cms\.js|\d+\.decap-cms\.js|decap-cms\.js\.LICENSE\.txt)$/;

/** The site's hooks, as the file the page loads after Decap. */
export const EDITOR_SCRIPT_FILE = 'editor.js';

/** decap-cms's `dist/`, where npm installed it (read from the project's folder: routes are bundled). */
const bundleFolder = () => path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');

/** The names of the editor's script files beside its page: Decap's bundle, then the site's hooks. */
export function editorScriptFiles(): string[] {
  return [
    ...fs
      .readdirSync(bundleFolder())
      .filter((name) => BUNDLE.test(name))
      .sort(),
    EDITOR_SCRIPT_FILE,
  ];
}

/** One of the editor's script files, or null when it has none of that name. */
export function editorScript(name: string): string | Uint8Array<ArrayBuffer> | null {
  if (name === EDITOR_SCRIPT_FILE)
    return `// ${siteConfig.name}: the editor's hooks (lib/editor-hooks.ts).\n(${registerEditorHooks.toString()})(CMS);\n`;
  return BUNDLE.test(name) ? new Uint8Array(fs.readFileSync(path.join(bundleFolder(), name))) : null;
}

/**
 * `config.yml`: the form made from the schemas, with a collection of updates for each open live
 * story, named by its file (which names the folder of its updates).
 */
export function editorConfigFile(localPort = localBackendPort()): string {
  const store = openStore(readBuildContext().contentStore);
  const liveStories = getArticles()
    .filter((story) => story.liveState === 'open')
    .map((story) => ({ name: store.nameOf(story.slug)!, title: story.title }));
  const config = stringify(editorConfig({ localPort, liveStories }), { aliasDuplicateObjects: false, lineWidth: 0 });
  return `# Made by the build from the content's schemas (server/editor/config.ts): edit that, not this.\n${config}`;
}
