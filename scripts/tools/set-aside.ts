import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs `cleanup` when the tool is stopped with Ctrl-C or SIGTERM, before `setAside`'s own handler,
 * which puts the outputs back and exits: a server the tool started, a file it changed for its run.
 */
export function onStop(cleanup: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.prependListener(signal, cleanup);
}

/**
 * Empties `work` and moves the worktree's build outputs (`items`: out/, .next/…) into `work/worktree`
 * while a tool builds in their place. Returns what puts them back: once, also on Ctrl-C or SIGTERM.
 * Refuses when an earlier run left them there, for a person to put back.
 */
export function setAside(items: string[], work: string): () => void {
  const aside = path.join(work, 'worktree');
  if (fs.existsSync(aside)) throw new Error(`${aside} exists: an earlier run did not finish. Move its contents back first.`);
  fs.rmSync(work, { recursive: true, force: true });
  for (const item of items) {
    fs.mkdirSync(path.dirname(path.join(aside, item)), { recursive: true });
    if (fs.existsSync(item)) fs.renameSync(item, path.join(aside, item));
  }
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const item of items) {
      fs.rmSync(item, { recursive: true, force: true });
      if (!fs.existsSync(path.join(aside, item))) continue;
      fs.mkdirSync(path.dirname(item), { recursive: true });
      fs.renameSync(path.join(aside, item), item);
    }
    fs.rmSync(aside, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      restore();
      process.exit(130);
    });
  return restore;
}
