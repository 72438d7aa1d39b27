/**
 * What a build must do, decided from the previous build's manifest and the current inputs: a full
 * build, with the one reason an incremental one cannot be trusted, or the pages to render, to
 * remove and to keep. Pure: the build (scripts/pipeline/index.ts) does the reading and the writing.
 */
import type { PageInput } from '../../server/page-inputs';
import { editionOfPath } from '../../lib/editions';

export const MANIFEST_VERSION = 3;

/** What a build was made from, kept beside its `.next/` for the next build to compare with. */
export interface BuildManifest {
  version: number;
  /** A hash of the code, config and dependencies (scripts/pipeline/build-id.ts). */
  code: string;
  /** The variables that shape the output, by name. */
  environment: Record<string, string>;
  /** Each story's fingerprint, by slug. */
  stories: Record<string, string>;
  /** Each story-driven page's fingerprint, by address. */
  pages: Record<string, PageInput>;
  /** Each search bundle's fingerprint, oldest bundle first. */
  search: string[];
  /** The breaking-news banner every page of an edition shows (server/articles.ts `getBreaking`), or null, by edition. */
  banner: Record<string, { slug: string; title: string } | null>;
}

export interface PageToRender {
  path: string;
  reason: string;
}

export type BuildPlan =
  | { full: true; reason: string }
  | { full: false; render: PageToRender[]; remove: string[]; keep: string[]; reuseSearch: boolean[] };

const show = (value: string | undefined) => (value === undefined || value === '' ? 'unset' : JSON.stringify(value));

/** Why the previous build cannot be built on, or null when it can. */
export function fallbackReason(previous: BuildManifest | null, current: BuildManifest): string | null {
  if (!previous) return 'no previous build to start from';
  if (previous.version !== current.version) return 'the previous build was made by another version of the build';
  const names = [...new Set([...Object.keys(previous.environment), ...Object.keys(current.environment)])].sort();
  for (const name of names)
    if (previous.environment[name] !== current.environment[name])
      return `${name} changed (${show(previous.environment[name])} → ${show(current.environment[name])})`;
  if (previous.code !== current.code) return 'the code, config or dependencies changed';
  return null;
}

/** What became of the stories between two builds: added, edited and removed slugs. */
export function storyChanges(previous: Record<string, string>, current: Record<string, string>): Map<string, string> {
  const changes = new Map<string, string>();
  for (const [slug, hash] of Object.entries(current))
    if (!(slug in previous)) changes.set(slug, 'added');
    else if (previous[slug] !== hash) changes.set(slug, 'edited');
  for (const slug of Object.keys(previous)) if (!(slug in current)) changes.set(slug, 'removed');
  return changes;
}

/**
 * The pages whose fingerprint is new or changed, each with why (the changed stories it shows or
 * showed, else its list moved along); the pages gone since; and the rest, kept as they are.
 */
export function affectedPages(
  previous: BuildManifest,
  current: BuildManifest,
): { render: PageToRender[]; remove: string[]; keep: string[] } {
  const changes = storyChanges(previous.stories, current.stories);
  const bannerChanged = (edition: string) =>
    JSON.stringify(previous.banner[edition] ?? null) !== JSON.stringify(current.banner[edition] ?? null);
  const render: PageToRender[] = [];
  const keep: string[] = [];
  for (const [path, page] of Object.entries(current.pages)) {
    const before = previous.pages[path];
    if (before?.hash === page.hash) {
      keep.push(path);
      continue;
    }
    if (!before) {
      render.push({ path, reason: 'a new page' });
      continue;
    }
    const shown = [...new Set([...before.stories, ...page.stories])];
    const why = shown.filter((slug) => changes.has(slug)).map((slug) => `${changes.get(slug)} ${slug}`);
    const banner = bannerChanged(editionOfPath(path).edition.id);
    const reason =
      why.length > 0 ? `shows ${why.join(', ')}` : banner ? 'the breaking-news banner changed' : 'its stories moved along';
    render.push({ path, reason });
  }
  const remove = Object.keys(previous.pages).filter((path) => !(path in current.pages));
  return { render, remove, keep };
}

export function planBuild(previous: BuildManifest | null, current: BuildManifest): BuildPlan {
  const reason = fallbackReason(previous, current);
  if (reason || !previous) return { full: true, reason: reason ?? 'no previous build' };
  const reuseSearch = current.search.map((bundle, index) => previous.search[index] === bundle);
  return { full: false, ...affectedPages(previous, current), reuseSearch };
}
