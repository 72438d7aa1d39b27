import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/site';
import { parseFrontMatter } from './front-matter';
import { sanitizeArticleHtml } from './sanitize';
import type { Article } from './schema';
import { validateArticles, type ArticleRecord } from './validate';

export const contentPaths = {
  // ARTICLES_DIR builds the site from another content folder (a staging copy, or a test's).
  articles: path.resolve(process.env.ARTICLES_DIR ?? path.join('data', 'articles')),
  public: path.join(process.cwd(), 'public'),
};

export function readArticleRecords(dir: string): ArticleRecord[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort();
  return files.map((file) => {
    const source = path.relative(process.cwd(), path.join(dir, file));
    const parsed = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    const fields = typeof parsed?.data === 'object' && parsed.data !== null ? parsed.data : {};
    return { source, data: { ...fields, content: parsed?.body ?? '' } };
  });
}

/** Reads, validates and sanitises every article, newest first. Throws ContentError on bad data. */
export function loadArticles(dir = contentPaths.articles, publicDir = contentPaths.public): Article[] {
  const articles = validateArticles(readArticleRecords(dir), {
    imageExists: (imageURL) => fs.existsSync(path.join(publicDir, imageURL)),
  });
  return articles
    .map((article) => ({ ...article, content: sanitizeArticleHtml(article.content, siteConfig.basePath) }))
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
}
