/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_MANIFEST_FILE } from '../../../lib/search-index';
import { makeArticles } from '../../../test/fixtures';
import { buildSearchIndex } from './search-index';

describe('the search index of an incremental build', () => {
  it('that reuses every bundle writes the script and the manifest into an index folder of its own, and keeps the bundles where they are', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    const previous = path.join(dir, 'out');
    const site = path.join(dir, 'site');
    fs.mkdirSync(path.join(previous, 'pagefind', '1'), { recursive: true });
    fs.writeFileSync(path.join(previous, 'pagefind', 'pagefind.js'), 'the script');
    fs.writeFileSync(path.join(previous, 'pagefind', '1', 'pagefind-entry.json'), 'the bundle');
    fs.mkdirSync(site);

    const summary = await buildSearchIndex(site, makeArticles(3), 10, { from: previous, bundles: [true] });

    expect(summary).toMatchObject({ bundles: 1, reused: 1, pages: 3 });
    expect(fs.readFileSync(path.join(site, 'pagefind', 'pagefind.js'), 'utf8')).toBe('the script');
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', SEARCH_MANIFEST_FILE), 'utf8'));
    expect(manifest.bundles).toMatchObject([{ folder: '1/', articles: 3 }]);
    // The bundle stays in the previous site, which the new one keeps (export/changes.ts `keepFolders`).
    expect(fs.existsSync(path.join(site, 'pagefind', '1'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
