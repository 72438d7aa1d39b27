import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface StageResult {
  ms: number;
  /** User + system CPU of the whole stage (all its processes), from /usr/bin/time; null without it. */
  cpuSeconds: number | null;
  /** The largest resident set any one process of the stage reached (getrusage, exact). */
  maxProcessRss: number | null;
  /** The most the stage's whole process tree held at once: RSS summed over it, sampled every 200 ms. */
  peakTreeRss: number;
  /** Of the tree, the most Pagefind's indexing service held at once, sampled so; null when no sample caught it. */
  peakPagefindRss: number | null;
  output: string;
}

const TIME = '/usr/bin/time';
const hasTime = fs.existsSync(TIME);
const pageSize = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }));

/** Pagefind's service: the binary its Node API starts, `pagefind_extended`, which /proc cuts to 15 characters. */
const PAGEFIND = /^pagefind/;

/**
 * Resident bytes of `root` and all its descendants now (shared pages count once per process), and of
 * those that are Pagefind's service. Read from /proc: pidtree would start `ps` at every sample, five
 * times a second on the machine being measured, and pidusage reads the same stat line without its name.
 */
function treeRss(root: number): { total: number; pagefind: number } {
  const processes = new Map<number, { parent: number; rss: number; pagefind: boolean }>();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // "pid (name) state ppid …": after the name, ppid is the 2nd field and rss the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pagefind = PAGEFIND.test(stat.slice(stat.indexOf('(') + 1));
    processes.set(Number(pid), { parent: Number(fields[1]), rss: Number(fields[21]) * pageSize, pagefind });
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && inTree(processes.get(pid)?.parent ?? 0));
  const sum = { total: 0, pagefind: 0 };
  for (const [pid, { rss, pagefind }] of processes)
    if (inTree(pid)) {
      sum.total += rss;
      if (pagefind) sum.pagefind += rss;
    }
  return sum;
}

/** Runs one build stage with `env` added, logging its output to `logFile`; rejects if it fails. */
export function runStage(command: readonly string[], env: Record<string, string>, logFile: string): Promise<StageResult> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const timeFile = `${logFile}.time`;
  const [file, ...args] = hasTime ? [TIME, '-f', '%M %U %S', '-o', timeFile, ...command] : command;
  const started = performance.now();
  const child = spawn(file, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peakTreeRss = 0;
  let peakPagefindRss = 0;
  const sample = () => {
    if (!child.pid) return;
    const now = treeRss(child.pid);
    peakTreeRss = Math.max(peakTreeRss, now.total);
    peakPagefindRss = Math.max(peakPagefindRss, now.pagefind);
  };
  const sampler = setInterval(sample, 200);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const ms = performance.now() - started;
      fs.writeFileSync(logFile, output);
      if (code !== 0) {
        reject(new Error(`${command.join(' ')} failed (exit ${code}); its output is in ${logFile}:\n${output.slice(-3000)}`));
        return;
      }
      const [maxRssKb, user, system] = hasTime ? fs.readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number) : [];
      resolve({
        ms,
        cpuSeconds: hasTime ? user + system : null,
        maxProcessRss: hasTime ? maxRssKb * 1024 : null,
        peakTreeRss,
        peakPagefindRss: peakPagefindRss > 0 ? peakPagefindRss : null,
        output,
      });
    });
  });
}
