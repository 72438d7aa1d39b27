/**
 * decap-server, the editor's local backend, on 127.0.0.1 at the port the editor's config names
 * (server/editor/config.ts): in `fs` mode on a working copy, as `npm run dev` runs it for a writer
 * and `npm run bench:editor` for its archives; in `git` mode on a repository, Decap's stand-in for
 * GitHub, whose branches carry the review workflow (e2e/editor-workflow.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { localBackendPort } from '../../server/editor/config';

interface DecapServerOptions {
  mode: 'fs' | 'git';
  /** The working copy or repository it reads and writes. */
  dir: string;
  port?: number;
  logLevel?: 'warn' | 'info';
}

/** Started, its output passed through: for the writing loop, which does not wait for it. */
export function spawnDecapServer({ mode, dir, port = localBackendPort(), logLevel = 'warn' }: DecapServerOptions): ChildProcess {
  return spawn(path.join('node_modules', '.bin', 'decap-server'), [], {
    stdio: ['ignore', logLevel === 'info' ? 'pipe' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      MODE: mode,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: path.resolve(dir),
      LOG_LEVEL: logLevel,
    },
  });
}

/** Started and listening; a port already taken (`npm run dev` in another terminal) is said so. */
export function startDecapServer(options: Omit<DecapServerOptions, 'logLevel'>): Promise<ChildProcess> {
  const server = spawnDecapServer({ ...options, logLevel: 'info' });
  const port = options.port ?? localBackendPort();
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve(server));
    server.on('exit', (code) => reject(new Error(`decap-server exited (${code}): is port ${port} taken (\`npm run dev\`)?`)));
  });
}
