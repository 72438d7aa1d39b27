import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run dev` for a test, one at a time. Next 16 runs one `next dev` per folder (a lock in
 * `.next/dev/`, which a second one waits a second for, then exits): a test that drives the writing
 * loop (editor.spec.ts) takes this lock first, a folder made atomically, and waits for another
 * holder to finish.
 */
const LOCK = path.join('.tmp', 'e2e-dev-loop.lock');
const OWNER = path.join(LOCK, 'pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function lock(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(OWNER, String(process.pid));
      return;
    } catch {
      // Held: by a live test, wait; by a test runner that died, take it over.
      let owner = 0;
      try {
        owner = Number(fs.readFileSync(OWNER, 'utf8'));
      } catch {
        // Being taken or let go this moment: look again.
      }
      if (owner && !alive(owner)) fs.rmSync(LOCK, { recursive: true, force: true });
    }
    if (Date.now() > deadline) throw new Error(`Another test held the dev loop (${LOCK}) for ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface DevLoop {
  origin: string;
  /**
   * Stops `npm run dev` and all it started, waits until they are gone, runs `then` (a tidy-up the
   * next test must find done), and lets the next test start its own.
   */
  stop: (then?: () => void) => Promise<void>;
}

/** Starts `npm run dev` on 127.0.0.1:`port` once no other test runs one; `env` adds to the test runner's. */
export async function startDevLoop(port: number, env: Record<string, string> = {}, waitMs = 300_000): Promise<DevLoop> {
  await lock(waitMs);
  let dev: ChildProcess;
  try {
    // Not the test runner's NODE_OPTIONS: `next dev` renders React outside its server condition.
    dev = spawn('npm', ['run', 'dev', '--', '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...process.env, NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1', ...env },
      detached: true,
      stdio: 'ignore',
    });
  } catch (error) {
    fs.rmSync(LOCK, { recursive: true, force: true });
    throw error;
  }
  const group = dev.pid!;
  const stop = async (then?: () => void) => {
    const groupAlive = () => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (groupAlive()) process.kill(-group, 'SIGTERM');
    for (let waited = 0; groupAlive() && waited < 15_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    if (groupAlive()) process.kill(-group, 'SIGKILL');
    try {
      then?.();
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** Polls a page of the writing loop until `accept` says yes, as a writer reloads until the change is there. */
export async function eventually(
  url: string,
  accept: (status: number, body: string) => boolean,
  timeout = 120_000,
): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => null);
    const body = response ? await response.text() : '';
    if (response && accept(response.status, body)) return body;
    last = `${response?.status ?? 'no answer'}`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} never answered as expected (last: ${last})`);
}
