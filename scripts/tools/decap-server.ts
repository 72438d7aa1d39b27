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
}

function spawnIt({ mode, dir, port = localBackendPort() }: DecapServerOptions, listen: boolean): ChildProcess {
  return spawn(path.join('node_modules', '.bin', 'decap-server'), [], {
    // Waited for: its "listening" line read here (log level info); else its warnings go to the terminal.
    stdio: ['ignore', listen ? 'pipe' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      MODE: mode,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: path.resolve(dir),
      LOG_LEVEL: listen ? 'info' : 'warn',
    },
  });
}

/** Started, its warnings passed through: for the writing loop, which does not wait for it. */
export const spawnDecapServer = (options: DecapServerOptions): ChildProcess => spawnIt(options, false);

/** Started and listening; a port already taken (`npm run dev` in another terminal) is said so. */
export function startDecapServer(options: DecapServerOptions): Promise<ChildProcess> {
  const server = spawnIt(options, true);
  const port = options.port ?? localBackendPort();
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve(server));
    server.on('exit', (code) => reject(new Error(`decap-server exited (${code}): is port ${port} taken (\`npm run dev\`)?`)));
  });
}
