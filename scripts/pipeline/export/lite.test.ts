/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { absoluteUrl, routes } from '../../../lib/routes';
import { getArticles } from '../../../server/articles';
import { writeLiteEdition } from './lite';

describe('writeLiteEdition', () => {
  const dirs: string[] = [];
  const site = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lite-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), 'the full front page');
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const files = (dir: string) =>
    fs
      .readdirSync(path.join(dir, 'lite'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort();

  it('writes the copies of the pages no story decides, and of the pages it is given', async () => {
    const dir = site();
    const slug = getArticles()[0].slug;
    const summary = await writeLiteEdition({ site: dir, pages: [routes.article(slug), routes.category('tech')], front: false });
    expect(files(dir)).toEqual([
      'about/index.html',
      'category/tech/index.html',
      'contact/index.html',
      'corrections/index.html',
      'index.html',
      `news/${slug}/index.html`,
      'privacy/index.html',
      'terms/index.html',
    ]);
    expect(summary.pages).toBe(8);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('the full front page');
  });

  it('on a crisis day, puts the text-only front page at / and the full one at /front/', async () => {
    const dir = site();
    await writeLiteEdition({ site: dir, pages: [], front: true });
    expect(fs.readFileSync(path.join(dir, 'front', 'index.html'), 'utf8')).toBe('the full front page');
    const front = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(front).toContain(`<link rel="canonical" href="${absoluteUrl('/')}">`);
    expect(front).toContain(`<a href="${routes.fullFront()}">Full front page</a>`);
    expect(fs.readFileSync(path.join(dir, 'lite', 'index.html'), 'utf8')).toContain('noindex');
  });

  it('stops on a page the text-only edition has no copy of', async () => {
    await expect(writeLiteEdition({ site: site(), pages: ['/news/no-such-story/'], front: false })).rejects.toThrow(
      'The text-only edition has no copy of /news/no-such-story/',
    );
  });
});
