/**
 * Serves a folder with nginx and the repo's own deploy/nginx/pacific-ledger.conf, on loopback,
 * in the foreground (for Playwright's webServer). Usage: tsx scripts/tools/serve-nginx.ts ROOT PORT BASE
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [root, port, base = ''] = process.argv.slice(2);
if (!root || !port) throw new Error('usage: tsx scripts/tools/serve-nginx.ts ROOT PORT [BASE_PATH]');

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
if (!nginx) throw new Error('nginx not found: install it (Debian: apt-get install nginx-light).');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pacific-ledger-nginx-'));
const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
const config = `
daemon off;
worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(root)};
    set $pacific_ledger_base "${base}";
    include ${path.resolve('deploy/nginx/pacific-ledger.conf')};
  }
}`;
fs.writeFileSync(path.join(work, 'nginx.conf'), config);

const server = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' });
void announceWhenListening(`http://127.0.0.1:${port}${base}/`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});

/** Prints one line once nginx answers, for callers that wait for a ready message (Lighthouse CI). */
async function announceWhenListening(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url, { method: 'HEAD' });
      console.log(`nginx ready: listening on ${url}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
