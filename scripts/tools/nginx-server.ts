import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `root` served on `port` by nginx with the deploy config (serve-nginx.ts, in a process of its own): the
 * server at once, to stop with SIGTERM, and `ready` once it answers, or rejected if it exits before.
 */
export function startNginx(root: string, port: number): { server: ChildProcess; ready: Promise<void> } {
  // tsx itself, not through npx: npx does not pass the SIGTERM on, and nginx outlived its caller, keeping its port.
  const server = spawn(
    path.join('node_modules', '.bin', 'tsx'),
    [path.join('scripts', 'tools', 'serve-nginx.ts'), root, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('nginx ready') && resolve());
    server.on('exit', (code) => reject(new Error(`nginx exited (${code}) before it served ${root}`)));
  });
  return { server, ready };
}
