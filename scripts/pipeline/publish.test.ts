/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFiles, OUT_DIR } from './folders';
import { publish, recover } from './publish';

function writeTree(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

const readTree = (root: string) =>
  Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]),
  );

/** An incremental build finished in the working folder, ready to publish: a story added, one deleted. */
function finishedIncrementalBuild() {
  writeTree(OUT_DIR, { 'index.html': 'old home', 'news/kept/index.html': 'kept', 'news/deleted/index.html': 'deleted' });
  writeTree(buildFiles.site, { 'index.html': 'new home', 'news/added/index.html': 'added' });
  writeTree('.', { [buildFiles.manifest]: 'old manifest', [buildFiles.pendingManifest]: 'new manifest' });
  fs.writeFileSync(buildFiles.pendingChanges, JSON.stringify({ stale: ['news/deleted/index.html'] }));
}

const published = { 'index.html': 'new home', 'news/added/index.html': 'added', 'news/kept/index.html': 'kept' };

describe('publish and recover, for an incremental build', () => {
  const cwd = process.cwd();
  beforeEach(() => process.chdir(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'))));
  afterEach(() => process.chdir(cwd));

  it('brings in what the build wrote, removes what the new site no longer has, then the manifest', () => {
    finishedIncrementalBuild();
    expect(publish()).toBe(OUT_DIR);
    expect(readTree(OUT_DIR)).toEqual(published);
    expect(fs.readFileSync(buildFiles.manifest, 'utf8')).toBe('new manifest');
    expect([buildFiles.publishing, buildFiles.pendingChanges, buildFiles.site].filter(fs.existsSync)).toEqual([]);
  });

  it('finishes a publish stopped half-way, and leaves out/ as it was when stopped before it', () => {
    finishedIncrementalBuild();
    // Stopped after the journal was written and the new story moved in, before the rest.
    fs.renameSync(buildFiles.pendingChanges, buildFiles.publishing);
    fs.mkdirSync(path.join(OUT_DIR, 'news', 'added'));
    fs.renameSync(path.join(buildFiles.site, 'news/added/index.html'), path.join(OUT_DIR, 'news/added/index.html'));
    expect(recover()).toBe('finished the previous build’s publish, which stopped half-way');
    expect(readTree(OUT_DIR)).toEqual(published);
    expect(fs.readFileSync(buildFiles.manifest, 'utf8')).toBe('new manifest');

    // Another build, finished but stopped before its publish: cleared, out/ left as it is.
    fs.rmSync(buildFiles.site, { recursive: true, force: true });
    writeTree(buildFiles.site, { 'index.html': 'a newer home' });
    writeTree('.', { [buildFiles.pendingManifest]: 'a newer manifest' });
    fs.writeFileSync(buildFiles.pendingChanges, JSON.stringify({ stale: ['news/kept/index.html'] }));
    expect(recover()).toBe('cleared what a build that stopped half-way left');
    expect(readTree(OUT_DIR)).toEqual(published);
    expect(fs.readFileSync(buildFiles.manifest, 'utf8')).toBe('new manifest');
    expect([buildFiles.pendingChanges, buildFiles.pendingManifest, buildFiles.site].filter(fs.existsSync)).toEqual([]);
  });

  it('never puts an incremental build’s changes alone where out/ was removed', () => {
    finishedIncrementalBuild();
    fs.renameSync(buildFiles.pendingChanges, buildFiles.publishing);
    fs.rmSync(OUT_DIR, { recursive: true });
    expect(recover()).toBe('cleared what a build that stopped half-way left');
    expect(fs.existsSync(OUT_DIR)).toBe(false);
    expect(fs.readFileSync(buildFiles.manifest, 'utf8')).toBe('old manifest');
    expect([buildFiles.publishing, buildFiles.pendingManifest, buildFiles.site].filter(fs.existsSync)).toEqual([]);
  });
});

describe('recover, for a build stopped between its plan and its publish', () => {
  const cwd = process.cwd();
  beforeEach(() => process.chdir(fs.mkdtempSync(path.join(os.tmpdir(), 'recover-'))));
  afterEach(() => process.chdir(cwd));

  /** A build's plan, and what `next build` had written of `.next/`: its compile, Turbopack's cache and the build's state. */
  function stoppedBuild(compiled: boolean) {
    writeTree('.', {
      [buildFiles.plan]: '{}',
      [path.join('.next', 'BUILD_ID')]: 'abc',
      [path.join('.next', 'server', 'app', 'page.js')]: 'compiled',
      [path.join('.next', 'cache', 'turbopack', 'data')]: 'cache',
      [buildFiles.manifest]: 'manifest',
      ...(compiled && { [buildFiles.compiled]: '{"buildId":"abc","editions":[]}' }),
    });
  }

  it('clears Next.js’s files when it stopped during next build, keeping the caches and the state', () => {
    stoppedBuild(false);
    expect(recover()).toBe('cleared Next.js’s state after a build that stopped during next build');
    expect(Object.keys(readTree('.next')).sort()).toEqual(
      [path.join('cache', 'pacific-ledger', 'build-manifest.json'), path.join('cache', 'turbopack', 'data')].sort(),
    );
    expect(fs.existsSync(buildFiles.plan)).toBe(false);
  });

  it('keeps the compile when it stopped after next build ended well, for the next build to render with', () => {
    stoppedBuild(true);
    recover();
    expect(fs.readFileSync(path.join('.next', 'server', 'app', 'page.js'), 'utf8')).toBe('compiled');
    expect(fs.existsSync(buildFiles.compiled)).toBe(true);
    expect(fs.existsSync(buildFiles.plan)).toBe(false);
  });
});
