/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { differing, treeDiff } from './tree-diff';

describe('treeDiff', () => {
  it('names the files added, removed and changed, in folders of one side too, and the bytes an upload sends', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-diff-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('before/same/kept.html', 'kept');
    write('before/same/edited.html', 'ab');
    write('before/gone/deep/old.html', 'old');
    write('after/same/kept.html', 'kept');
    write('after/same/edited.html', 'ba');
    write('after/news/new/index.html', 'new page');
    write('after/feed.xml', 'feed');
    const diff = await treeDiff(path.join(root, 'before'), path.join(root, 'after'));
    expect(diff).toEqual({
      added: [path.join('news', 'new', 'index.html'), 'feed.xml'],
      removed: [path.join('gone', 'deep', 'old.html')],
      changed: [path.join('same', 'edited.html')],
      bytes: 'new page'.length + 'feed'.length + 'ba'.length,
    });
    expect(differing(diff)).toBe(4);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
