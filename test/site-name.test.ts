/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { siteConfig } from '@/lib/site';

/** Source files of every kind the site is built from; tests, docs and content are left out. */
const SOURCES = [
  '*.ts',
  '*.tsx',
  '*.mjs',
  '*.cjs',
  '*.css',
  '*.svg',
  '*.json',
  ':!*.test.ts',
  ':!*.test.tsx',
  ':!e2e/**',
  ':!test/**',
  ':!data/articles/**',
  ':!package.json',
  ':!package-lock.json',
];

/**
 * The site's name is written once, in lib/site.ts, so renaming the site is one edit (README, "Make
 * it yours"). Tests, docs and the sample stories may name it; source files read it from the config.
 */
describe('the site’s name', () => {
  it('appears in no source file but the site configuration', () => {
    const files = execFileSync('git', ['grep', '-l', '--fixed-strings', siteConfig.name, '--', ...SOURCES], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files).toEqual(['lib/site.ts']);
  });
});
