import fs from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import { exportedFile, liteCopyOf, routes, withoutBasePath } from '../../../lib/routes';
import { fixedLitePages, litePage, type FileSize } from '../../../server/lite';
import { pool } from '../pool';

export interface LiteEdition {
  /** The site being finished, in the working folder: the copies are written into it, beside the full pages. */
  site: string;
  /**
   * The story-driven pages (stories, sections' and authors' pages) to copy, by address: every one on
   * a full build; on an incremental one those it rendered, as their copies show what they show (the
   * others' copies come from the previous site with them, export/merge.ts).
   */
  pages: string[];
  /** `siteConfig.liteFrontPage`: the text-only front page also stands at `/`, and the full one moves to `/front/`. */
  front: boolean;
}

export interface LiteSummary {
  pages: number;
  bytes: number;
}

/** The sizes of the site's files, by the address a page names them at: what a picture costs, read once. */
function fileSizes(site: string): FileSize {
  const known = new Map<string, number | null>();
  return (href) => {
    if (!known.has(href))
      known.set(href, statSync(path.join(site, withoutBasePath(href)), { throwIfNoEntry: false })?.size ?? null);
    return known.get(href)!;
  };
}

/**
 * Writes the text-only edition (server/lite/) into the site: the copies of the pages no story
 * decides (front, standing pages, corrections), on every build, and of the story-driven pages
 * given. Runs after the full pages are finished and before the unchanged pages come in from the
 * previous site, so a copy this build wrote is never replaced by an old one.
 */
export async function writeLiteEdition({ site, pages, front }: LiteEdition): Promise<LiteSummary> {
  const fileSize = fileSizes(site);
  const summary: LiteSummary = { pages: 0, bytes: 0 };
  const write = async (file: string, html: string) => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
    summary.pages += 1;
    summary.bytes += Buffer.byteLength(html);
  };
  // At most 64 copies in hand at a time: an archive's copies are never all in memory.
  const writeCopy = async (page: string) => {
    const copy = liteCopyOf(page);
    const html = copy && litePage(page, fileSize);
    if (!html) throw new Error(`The text-only edition has no copy of ${page}`);
    await write(path.join(site, exportedFile(copy)), html);
  };
  await pool([...fixedLitePages(), ...pages], writeCopy, 64);
  if (front) {
    const home = path.join(site, exportedFile(routes.home()));
    const fullFront = path.join(site, exportedFile(routes.fullFront()));
    await fs.mkdir(path.dirname(fullFront), { recursive: true });
    await fs.rename(home, fullFront);
    await write(home, litePage(routes.home(), fileSize, { front: true })!);
  }
  return summary;
}
