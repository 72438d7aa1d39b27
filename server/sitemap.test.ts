/** @jest-environment node */
import { getArticles } from './articles';
import { getAuthors } from '@/lib/authors';
import { getCategories } from '@/lib/categories';
import { loadArticles } from '@/server/content/load';
import { sitemapEntries, sitemapFiles, type SitemapEntry } from './sitemap';

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({ path: `/news/story-${index}/`, lastModified: '2025-05-07' }));
const urlsIn = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('sitemap', () => {
  it('lists every page of the sample site once, with the last change of what it shows', () => {
    const all = sitemapEntries();
    const paths = all.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(1 + getCategories().length + getAuthors().length + getArticles().length);
    expect(paths).toContain('/author/maya-okafor/');
    const snowpack = all.find((entry) => entry.path === '/news/sierra-snowpack-water-outlook/');
    expect(snowpack?.lastModified).toBe('2025-03-07T16:20:00-08:00');
    expect(all.find((entry) => entry.path === '/')?.lastModified).toBe(getArticles()[0].publishedDate);
  });

  it('lists the same pages from the unsanitised articles the post-build step reads', () => {
    expect(sitemapEntries(loadArticles(undefined, undefined, { sanitize: false }))).toEqual(sitemapEntries());
  });

  it('is one file while every URL fits', () => {
    const [only, ...rest] = sitemapFiles(entries(10));
    expect(rest).toEqual([]);
    expect(only.path).toBe('/sitemap.xml');
    expect(only.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urlsIn(only.xml)).toBe(10);
  });

  it('becomes an index of children past the URL limit, each within it, every URL once', () => {
    const [index, ...children] = sitemapFiles(entries(25), { urls: 10, bytes: 50 * 1024 * 1024 });
    expect(index.path).toBe('/sitemap.xml');
    expect(index.xml).toContain('<sitemapindex');
    expect(children.map((child) => child.path)).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemaps/3.xml']);
    expect(children.map((child) => urlsIn(child.xml))).toEqual([10, 10, 5]);
    for (const child of children) expect(index.xml).toContain(`<loc>http://localhost:3000${child.path}</loc>`);
  });

  it('becomes an index past the byte limit, each child within it', () => {
    const limit = 2_000;
    const [index, ...children] = sitemapFiles(entries(40), { urls: 50_000, bytes: limit });
    expect(index.xml).toContain('<sitemapindex');
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) expect(Buffer.byteLength(child.xml)).toBeLessThanOrEqual(limit);
    expect(children.reduce((sum, child) => sum + urlsIn(child.xml), 0)).toBe(40);
  });

  it('escapes what XML would misread', () => {
    const [file] = sitemapFiles([{ path: '/news/a&b/', lastModified: '2025-05-07' }]);
    expect(file.xml).toContain('<loc>http://localhost:3000/news/a&amp;b/</loc>');
  });
});
