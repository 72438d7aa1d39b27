/**
 * Writes the editor into `public/admin/` (gitignored), for `next build` to copy into the export and
 * `npm run dev` to serve: its page, its config made from the content's schemas (server/editor/), its
 * hooks, and Decap CMS itself, copied from the npm package (`decap-cms`, the bundle its authors
 * build for a page to load from a `<script>`), so no page asks a CDN for code. prepare-content.ts
 * runs this after the content check, in every build and on every change `npm run dev` sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { editorRoute, exportedFile } from '../../../lib/routes';
import { editorConfig, localBackendPort, type LiveStory } from '../../../server/editor/config';
import { EDITOR_SCRIPT, editorPage } from '../../../server/editor/page';

/** The editor's folder inside `public/` and the export: `admin/`. */
export const EDITOR_FOLDER = path.dirname(exportedFile(editorRoute()));

/**
 * The files of Decap's bundle a page needs: the bundle, the chunks it loads on demand (CodeMirror's
 * languages, an image encoder) and its licence notices. Not its source maps, nor the WebAssembly of
 * the image encoder, which only the media library's image transformations use (not configured).
 */
const BUNDLE = /^(?:decap-cms\.js|\d+\.decap-cms\.js|decap-cms\.js\.LICENSE\.txt)$/;

/** The folder of decap-cms's `dist/`, where npm installed it. */
export function bundleFolder(): string {
  return path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
}

/** Writes `text` to `file` unless it holds it already; whether it wrote. */
function writeIfChanged(file: string, text: string | Buffer): boolean {
  const current = fs.existsSync(file) ? fs.readFileSync(file) : null;
  if (current?.equals(Buffer.from(text))) return false;
  fs.writeFileSync(file, text);
  return true;
}

/** Copies `source` to `target` unless it is there already, the same size and no older. */
function copyIfChanged(source: string, target: string): boolean {
  const [from, to] = [fs.statSync(source), fs.statSync(target, { throwIfNoEntry: false })];
  if (to && to.size === from.size && to.mtimeMs >= from.mtimeMs) return false;
  fs.copyFileSync(source, target);
  return true;
}

/**
 * Writes the editor's files into `<publicDir>/admin/`, and removes any other file there; how many it
 * wrote. `liveStories`: the open live stories, each with a collection of its updates.
 */
export function writeEditorFiles(
  publicDir = 'public',
  { localPort = localBackendPort(), liveStories = [] }: { localPort?: number; liveStories?: LiveStory[] } = {},
): { files: number; written: number } {
  const dir = path.join(publicDir, EDITOR_FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  const config = stringify(editorConfig({ localPort, liveStories }), { aliasDuplicateObjects: false, lineWidth: 0 });
  const own: [string, string][] = [
    ['index.html', editorPage(localPort)],
    [
      'config.yml',
      `# Written by the build from the content's schemas (server/editor/config.ts): edit that, not this.\n${config}`,
    ],
    ['editor.js', EDITOR_SCRIPT],
  ];
  let written = own.filter(([name, text]) => writeIfChanged(path.join(dir, name), text)).length;
  const bundle = fs.readdirSync(bundleFolder()).filter((name) => BUNDLE.test(name));
  for (const name of bundle) if (copyIfChanged(path.join(bundleFolder(), name), path.join(dir, name))) written += 1;
  const keep = new Set([...own.map(([name]) => name), ...bundle]);
  for (const name of fs.readdirSync(dir)) if (!keep.has(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return { files: keep.size, written };
}
