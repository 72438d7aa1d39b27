import path from 'node:path';
import { compare } from 'dir-compare';

export interface TreeDiff {
  added: string[];
  removed: string[];
  changed: string[];
  /** The bytes a hash-comparing upload sends: the added and changed files. */
  bytes: number;
}

/** The files that differ between two folders, by content: what a deploy of `after` over `before` writes and deletes. */
export async function treeDiff(before: string, after: string): Promise<TreeDiff> {
  const { diffSet = [] } = await compare(before, after, { compareContent: true });
  const diff: TreeDiff = { added: [], removed: [], changed: [], bytes: 0 };
  for (const { state, type1, type2, relativePath, name1, name2, size2 } of diffSet) {
    if (type1 === 'directory' || type2 === 'directory' || state === 'equal') continue;
    const name = path.join(relativePath, (name1 ?? name2)!).slice(1);
    ({ left: diff.removed, right: diff.added, distinct: diff.changed })[state].push(name);
    if (state !== 'left') diff.bytes += size2!;
  }
  return diff;
}

export const differing = (diff: TreeDiff) => diff.added.length + diff.removed.length + diff.changed.length;
