/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFiles } from './folders';
import { holdsCompile } from './next-build';

describe('whether .next/ holds the compile a build needs', () => {
  const cwd = process.cwd();
  beforeEach(() => {
    process.chdir(fs.mkdtempSync(path.join(os.tmpdir(), 'next-build-')));
    fs.mkdirSync('.next');
  });
  afterEach(() => process.chdir(cwd));
  const wanted = { buildId: 'abc', editions: ['es'] };

  it('does when a next build of the same code, environment and editions ended well', () => {
    fs.writeFileSync(path.join('.next', 'BUILD_ID'), 'abc');
    fs.writeFileSync(buildFiles.compiled, JSON.stringify(wanted));
    expect(holdsCompile(wanted)).toBe(true);
  });

  it('does not after another build ID, another set of editions, or Next.js’s own files gone', () => {
    fs.writeFileSync(path.join('.next', 'BUILD_ID'), 'abc');
    fs.writeFileSync(buildFiles.compiled, JSON.stringify(wanted));
    expect(holdsCompile({ ...wanted, buildId: 'def' })).toBe(false);
    expect(holdsCompile({ ...wanted, editions: [] })).toBe(false);
    // A CI cache brings back .next/cache/ alone; a preview build compiled another build ID into .next/.
    fs.writeFileSync(path.join('.next', 'BUILD_ID'), 'preview');
    expect(holdsCompile(wanted)).toBe(false);
    fs.rmSync(path.join('.next', 'BUILD_ID'));
    expect(holdsCompile(wanted)).toBe(false);
  });

  it('does not when no next build ended well since one started', () => {
    fs.writeFileSync(path.join('.next', 'BUILD_ID'), 'abc');
    expect(holdsCompile(wanted)).toBe(false);
  });
});
