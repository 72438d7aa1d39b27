import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the site's code is made of: the app, its build and its dependencies, and what every page
 * shows besides its stories: the newsroom's lists in each edition (data/authors.json,
 * data/topics.es.json, …) and the editions' words (data/editions/, which the error page of last
 * resort also carries in the browser's code). The stories (data/articles) and their images are not:
 * they are the content a build renders.
 */
const CODE = [
  'app',
  'components',
  'lib',
  'server',
  'scripts/pipeline',
  'service-worker',
  ...fs
    .readdirSync('data')
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join('data', name)),
  path.join('data', 'editions'),
  'instrumentation-client.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

/**
 * The variables that shape the output, beyond the stories: where the site lives, how search is cut,
 * the editions added to it, and whether it is a preview (set by `npm run build -- --preview`). Not BUILD_TIME: the moment
 * decides which stories are out, which is content, like the stories themselves.
 */
export const OUTPUT_ENVIRONMENT = [
  'BASE_PATH',
  'SITE_URL',
  'SEARCH_BUNDLE_SIZE',
  'BUILD_PREVIEW',
  'EXTRA_EDITIONS',
  'EDITIONS_DIR',
] as const;

function filesOf(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

/** A hash of the code, config and dependencies. */
export function codeHash(): string {
  const hash = createHash('sha256');
  for (const file of CODE.flatMap(filesOf).sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** The output-shaping variables that are set, by name. */
export function outputEnvironment(): Record<string, string> {
  return Object.fromEntries(OUTPUT_ENVIRONMENT.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
}

/**
 * The build ID, which every page and RSC payload names: a hash of the code and the environment that
 * shapes the output, never of the clock or the stories. Two builds of the same commit are then
 * byte-identical, and a publish that changed only stories leaves every other page's bytes as they
 * were, so a host's hash-comparing upload skips them.
 */
export function buildId(code: string = codeHash()): string {
  return createHash('sha256')
    .update(JSON.stringify({ code, environment: outputEnvironment() }))
    .digest('hex')
    .slice(0, 20);
}
