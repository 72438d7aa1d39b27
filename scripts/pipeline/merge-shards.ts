/**
 * Lays the shards' sites together into the working folder, for `npm run build:merge -- DIR...`
 * (index.ts runs it in place of `next build`; finish-export.ts --merged then writes what needs the
 * whole site). Each file comes from the one shard that has it, as a hard link (a copy where links
 * are refused); a file several shards have (the pages without parameters, the scripts) must be the
 * same bytes in each. Every shard's `_next/` must be byte-identical to the first's: shards built from
 * other code or config would break navigation between their pages, so the merge stops and says so.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { compare } from 'dir-compare';
import { filesUnder } from './export/changes';
import { pool } from './pool';

export class ShardMismatch extends Error {}

/**
 * Makes each `[from, to]` a hard link (a copy where links are refused), the folders first; 64 at a
 * time, as the file system answers links in parallel.
 */
async function linkAll(links: [string, string][]): Promise<void> {
  await pool([...new Set(links.map(([, to]) => path.dirname(to)))], (folder) => fs.mkdir(folder, { recursive: true }), 64);
  await pool(links, ([from, to]) => fs.link(from, to).catch(() => fs.copyFile(from, to)), 64);
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([fs.readFile(a), fs.readFile(b)]);
  return x.equals(y);
}

export async function mergeShards(shards: string[], site: string): Promise<{ files: number; shared: number }> {
  if (shards.length === 0)
    throw new ShardMismatch('Give the shards’ folders to merge: npm run build:merge -- out-shard-1 out-shard-2 …');
  for (const shard of shards)
    if (!(await fs.stat(path.join(shard, '_next')).catch(() => null)))
      throw new ShardMismatch(`${shard} is not a shard's site: it has no _next/ folder.`);
  const [first, ...others] = shards;
  for (const other of others) {
    const { diffSet = [] } = await compare(path.join(first, '_next'), path.join(other, '_next'), { compareContent: true });
    const differing = diffSet.filter((entry) => entry.state !== 'equal' && (entry.type1 === 'file' || entry.type2 === 'file'));
    if (differing.length > 0) {
      const names = differing.slice(0, 3).map((entry) => path.join('_next', entry.relativePath, (entry.name1 ?? entry.name2)!));
      throw new ShardMismatch(
        `${other}'s _next/ differs from ${first}'s (${differing.length} files, such as ${names.join(', ')}): ` +
          'the shards were not built from the same code, config and environment. Build them again from one commit.',
      );
    }
  }
  const owner = new Map<string, string>();
  let shared = 0;
  for (const shard of shards) {
    for (const file of await filesUnder(shard, '.')) {
      const earlier = owner.get(file);
      if (earlier === undefined) owner.set(file, shard);
      else if (await sameBytes(path.join(earlier, file), path.join(shard, file))) shared += 1;
      else
        throw new ShardMismatch(
          `${file} differs between ${earlier} and ${shard}: the shards were not built from the same input.`,
        );
    }
  }
  await fs.rm(site, { recursive: true, force: true });
  await linkAll([...owner].map(([file, shard]) => [path.join(shard, file), path.join(site, file)]));
  return { files: owner.size, shared };
}
