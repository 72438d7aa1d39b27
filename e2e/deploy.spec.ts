import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { articles } from './support/site';
import { port } from './support/ports';
import { startNginx } from '../scripts/tools/nginx-server';

/**
 * `npm run deploy` publishes to a folder nginx serves, through the repo's own nginx config: two
 * editions of the exported site are deployed back and forth while pages are requested in a loop,
 * and every answer must be one edition's whole page, never a 404 or a page of neither.
 */

const run = promisify(execFile);
const origin = `http://127.0.0.1:${port('deploy')}`;
const paths = ['/', `/news/${articles[0].slug}/`, '/category/tech/', '/feed.xml'];

/** A copy of `out/` built "for the public", each page marked with its edition. */
function edition(work: string, name: string): string {
  const dir = path.join(work, name);
  fs.cpSync('out', dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\nSitemap: https://news.example.org/sitemap.xml\n');
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name === 'index.html')
      fs.appendFileSync(path.join(entry.parentPath, entry.name), `<!-- ${name} -->`);
  return dir;
}

const deploy = (dest: string, from: string) =>
  run('npx', ['tsx', 'scripts/tools/deploy.ts', dest, '--from', from], { encoding: 'utf8' });

async function serve(root: string): Promise<ChildProcess> {
  const { server, ready } = startNginx(root, port('deploy'));
  await ready;
  return server;
}

const inode = (file: string) => fs.statSync(file).ino;
/** What a cache revalidates with: nginx derives both from the file's modification time. */
const validators = (response: Response) => [response.headers.get('last-modified'), response.headers.get('etag')];

test('a deploy swaps the whole site at once: during it every page is the old edition or the new one', async () => {
  test.setTimeout(120_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pacific-ledger-deploy-'));
  // nginx's workers run as another user: the folder must be readable by them, as a server's is.
  fs.chmodSync(work, 0o755);
  const dest = path.join(work, 'www');
  const one = edition(work, 'edition-one');
  // A second build writes every file again, later: the same bytes with a newer time.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const two = edition(work, 'edition-two');
  const bodies = new Map(
    paths.map((page) => {
      const file = (dir: string) => path.join(dir, page.endsWith('/') ? `${page}index.html` : page);
      return [page, new Set([fs.readFileSync(file(one), 'utf8'), fs.readFileSync(file(two), 'utf8')])];
    }),
  );

  const initial = await deploy(dest, one);
  expect(initial.stdout).toMatch(/(\d+) of \1 files written .*\(the first release\)/);
  const server = await serve(path.join(dest, 'current'));
  try {
    const feedValidators = validators(await fetch(`${origin}/feed.xml`));
    expect(feedValidators).toEqual([expect.any(String), expect.any(String)]);
    let deploying = true;
    const answers: string[] = [];
    const requests = (async () => {
      while (deploying)
        for (const page of paths) {
          const response = await fetch(`${origin}${page}`);
          const body = await response.text();
          answers.push(`${page} ${response.status} ${bodies.get(page)!.has(body) ? 'whole' : 'neither edition'}`);
        }
    })();
    const logs: string[] = [];
    for (const from of [two, one, two, one, two]) logs.push((await deploy(dest, from)).stdout);
    deploying = false;
    await requests;

    console.log(`${answers.length} requests during 5 deploys; the last: ${logs.at(-1)!.trim().split('\n').at(-1)}`);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !/ 200 whole$/.test(answer))).toEqual([]);
    // After the last deploy, edition two is live; only its changed pages were written, the rest hard-linked.
    for (const page of paths.filter((page) => page.endsWith('/'))) {
      expect(await (await fetch(`${origin}${page}`)).text()).toContain('<!-- edition-two -->');
    }
    expect(logs.at(-1)).toMatch(/ (\d+) of (\d+) files written .*hard-linked from releases\//);
    const [written, files] = / (\d+) of (\d+) files written/.exec(logs.at(-1)!)!.slice(1).map(Number);
    expect(written).toBe(countPages(two));
    expect(files).toBeGreaterThan(written);
    // An unchanged file keeps the validators caches hold, though the build wrote it anew.
    expect(validators(await fetch(`${origin}/feed.xml`))).toEqual(feedValidators);
    const [previous, live] = fs.readdirSync(path.join(dest, 'releases')).sort().slice(-2);
    const inRelease = (release: string, file: string) => path.join(dest, 'releases', release, file);
    expect(inode(inRelease(previous, 'feed.xml'))).toBe(inode(inRelease(live, 'feed.xml')));
    expect(inode(inRelease(previous, 'index.html'))).not.toBe(inode(inRelease(live, 'index.html')));
    expect(fs.readdirSync(path.join(dest, 'releases'))).toHaveLength(5);
  } finally {
    server.kill('SIGTERM');
  }

  // A build that still points at localhost is refused, and the live site is left as it was.
  const live = fs.realpathSync(path.join(dest, 'current'));
  const refused = await deploy(dest, 'out').then(
    () => 'deployed',
    (error: { stderr: string }) => error.stderr,
  );
  expect(refused).toContain('was built for localhost');
  expect(fs.realpathSync(path.join(dest, 'current'))).toBe(live);
  fs.rmSync(work, { recursive: true, force: true });
});

/** The pages an edition marks: every index.html. */
function countPages(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html').length;
}
