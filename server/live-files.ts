import 'server-only';
import { liveFile, type LiveUpdateFile } from '@/lib/live';
import { updateView } from '@/lib/live-view';
import { routes } from '@/lib/routes';
import { getArticle, getArticles, publishedEditions } from './articles';
import { defaultEdition, type Edition } from '@/lib/editions';
import { toRender } from './page-inputs';

/**
 * The files an open live story's page checks and fetches instead of asking a server
 * (components/live/live-poller.tsx), beside the story's page: `news/{slug}/live.json` (its newest
 * update, how many, whether the coverage has ended) and `news/{slug}/updates/{id}.json` for each
 * update (its fields and its finished HTML, which the page draws with the same component as the
 * build). They are part of the story's page: rendered when it is, kept with it when it is not.
 */
export interface LiveFileParams {
  slug: string;
  /** The file's path below the story's folder, as segments: `['live.json']`, `['updates', '{id}.json']`. */
  file: string[];
}

const LIVE_FILE = 'live.json';

/**
 * What an edition with no live story renders in the live files' route, which a static export refuses
 * to leave without parameters: a folder of no story (no slug has an underscore), which the build
 * removes with the other files Next writes and no reader asks for (scripts/pipeline/export/prune-rsc.ts).
 * A story's own folder would keep a stray `live.json` that an incremental build leaves behind.
 */
export const NO_LIVE_STORY: LiveFileParams = { slug: '_', file: [LIVE_FILE] };
const updateFile = (id: string) => ['updates', `${id}.json`];

/** Every live story's files, cut to the stories whose pages this build renders; `NO_LIVE_STORY` where there is none. */
export function liveFileParams(edition: Edition = defaultEdition): LiveFileParams[] {
  const stories = getArticles(undefined, edition);
  const live = stories.filter((story) => story.live);
  if (live.length === 0) return [NO_LIVE_STORY];
  return toRender(live, ({ slug }) => routes.article(slug), edition).flatMap(({ slug }) => [
    { slug, file: [LIVE_FILE] },
    ...(getArticle(slug)?.updates ?? []).map((update) => ({ slug, file: updateFile(update.id) })),
  ]);
}

/** Every other edition's live files, by edition: a route handler takes no parameters from the layouts above it. */
export const editionLiveFileParams = (): (LiveFileParams & { edition: string })[] =>
  publishedEditions().flatMap((edition) => liveFileParams(edition).map((params) => ({ ...params, edition: edition.id })));

/** The content of one of a story's live files, or null when the story has no such file. */
export function liveFileContent({ slug, file }: LiveFileParams): object | null {
  if (slug === NO_LIVE_STORY.slug) return {};
  const story = getArticle(slug);
  if (!story) return null;
  const updates = story.updates ?? [];
  if (file.join('/') === LIVE_FILE) return liveFile(updates, story.liveState !== 'open', story.publishedDate);
  const index = updates.findIndex((update) => updateFile(update.id).join('/') === file.join('/'));
  if (index === -1) return null;
  const content: LiveUpdateFile = { ...updateView(updates[index]), previous: updates[index + 1]?.id ?? null };
  return content;
}
