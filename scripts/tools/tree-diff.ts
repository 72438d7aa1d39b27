import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` by its path inside it, with a hash of its bytes and its size. */
export function snapshot(dir: string): Map<string, { hash: string; size: number }> {
  const files = new Map<string, { hash: string; size: number }>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    files.set(path.relative(dir, file), { hash: createHash('sha1').update(bytes).digest('hex'), size: bytes.length });
  }
  return files;
}

export interface TreeDiff {
  added: string[];
  removed: string[];
  changed: string[];
  /** The bytes a hash-comparing upload sends: the added and changed files. */
  bytes: number;
}

/** What differs between two snapshots: what a deploy of `after` over `before` writes and deletes. */
export function treeDiff(before: ReturnType<typeof snapshot>, after: ReturnType<typeof snapshot>): TreeDiff {
  const diff: TreeDiff = { added: [], removed: [], changed: [], bytes: 0 };
  for (const [name, file] of after) {
    const old = before.get(name);
    if (!old) diff.added.push(name);
    else if (old.hash !== file.hash) diff.changed.push(name);
    else continue;
    diff.bytes += file.size;
  }
  for (const name of before.keys()) if (!after.has(name)) diff.removed.push(name);
  return diff;
}

export const differing = (diff: TreeDiff) => diff.added.length + diff.removed.length + diff.changed.length;
