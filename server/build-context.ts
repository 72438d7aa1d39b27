import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The build context: what the pipeline (scripts/pipeline/) tells the routes, in one typed file.
 * The pipeline writes it before `next build` (and `npm run dev` before `next dev`); `server/`
 * reads it, and nothing else of the build's state, so there is one way content is read: from the
 * content store that the build's first step checked.
 */
const contextSchema = z.object({
  version: z.literal(1),
  /** The content store (server/content/store.ts): every story, checked, that pages and feeds read. */
  contentStore: z.string().min(1),
  /** The story-driven pages to render, by address; `all` for a full build and for `next dev`. */
  render: z.union([z.literal('all'), z.array(z.string())]),
  /**
   * The build's moment (ISO 8601), the same for every step: a story dated after it is held back,
   * and the News sitemap lists the days before it. `BUILD_TIME` sets it; the clock otherwise.
   */
  buildTime: z.iso.datetime({ offset: true }),
  /** A preview build (`npm run build -- --preview`): drafts and scheduled stories shown, every page marked and noindex. */
  preview: z.boolean(),
  /**
   * Set by `npm run dev` when the content check fails: the pages show the check's words (a 500 page
   * in development) until the stories are fixed, as a build stops with them.
   */
  contentError: z.string().optional(),
});

export type BuildContext = z.infer<typeof contextSchema>;

/** Beside Next's own cache, which `next build` keeps: the pipeline rewrites it for every build. */
export const BUILD_CONTEXT_FILE = path.resolve('.next', 'cache', 'pacific-ledger', 'context.json');

/** Where the first step keeps the content store unless a build says otherwise. */
export const DEFAULT_CONTENT_STORE = path.resolve('.next', 'cache', 'pacific-ledger', 'content');

/** Written whole or not at all: a build killed while writing leaves the previous context. */
export function writeBuildContext(context: Omit<BuildContext, 'version'>, file = BUILD_CONTEXT_FILE): void {
  const text = JSON.stringify(contextSchema.parse({ version: 1, ...context }));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
  cached = undefined;
}

/**
 * How long a context read is trusted before its file is looked at again. The build's steps read it
 * for every page they plan or render, and a look at the file each time was a second of `stat` calls
 * of a publish at 10,000 stories; `npm run dev` rewrites it at most once per save.
 */
const RECHECK_MS = 200;

let cached: { file: string; stamp: string; checkedAt: number; context: BuildContext } | undefined;

/**
 * The context the pipeline wrote, read again when the file changes (`npm run dev` rewrites the
 * store and the context after each save). Throws, saying what to run, when there is none.
 */
export function readBuildContext(file = BUILD_CONTEXT_FILE): BuildContext {
  if (cached?.file === file && Date.now() - cached.checkedAt < RECHECK_MS) return cached.context;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat)
    throw new Error(
      `No build context at ${path.relative(process.cwd(), file)}: pages are built by \`npm run build\` or \`npm run dev\`, ` +
        'which check the stories first (`npm run prepare-content` alone for tests).',
    );
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  if (cached?.file !== file || cached.stamp !== stamp) {
    const parsed = contextSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`The build context ${file} is not this build's: ${z.prettifyError(parsed.error)}. Run \`npm run build\`.`);
    cached = { file, stamp, checkedAt: Date.now(), context: parsed.data };
  }
  cached.checkedAt = Date.now();
  return cached.context;
}
