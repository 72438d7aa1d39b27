import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

const basePath = process.env.BASE_PATH ?? '';

/** What the site's code is made of. The stories (data/articles) and their images are not. */
const CODE = [
  'app',
  'components',
  'lib',
  'server',
  'data/authors.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];

function filesOf(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

/**
 * The build ID, which every page and RSC payload names: a hash of the code, the config and the
 * environment that shapes the output, never of the clock or the stories. Two builds of the same
 * commit are then byte-identical, and a publish that changed only stories leaves every other page's
 * bytes as they were, so a host's hash-comparing upload skips them.
 */
function codeHash(): string {
  const hash = createHash('sha256').update(JSON.stringify({ basePath, siteUrl: process.env.SITE_URL ?? '' }));
  for (const file of CODE.flatMap(filesOf).sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

const nextConfig: NextConfig = {
  output: 'export',
  generateBuildId: codeHash,
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
  },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
