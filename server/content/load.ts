import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sortNewestFirst } from '@/lib/dates';
import { basePath } from '@/lib/routes';
import { settings } from '../settings';
import { describeYamlError, parseFrontMatter } from './front-matter';
import { inspectImageFile } from './image-size';
import { renderMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize';
import { typeset } from './typeset';
import type { Article } from '@/lib/article';
import { validateArticles, type ArticleRecord, type ImageInspection } from './validate';

/** Where the stories and their images are read from (server/settings.ts). */
export const contentPaths = { articles: settings.articlesDir, images: settings.imagesDir };

/** The file an article's imageURL (`/images/…`) names. */
export function imageFile(imageURL: string, imagesDir = contentPaths.images): string {
  return path.join(imagesDir, imageURL.replace(/^\/images\//, ''));
}

/** A story is `{slug}.html` (an HTML body) or `{slug}.md` (a Markdown body), each under YAML front matter. */
export const isArticleFile = (file: string) => file.endsWith('.html') || file.endsWith('.md');

export function readArticleRecords(dir: string): ArticleRecord[] {
  return fs
    .readdirSync(dir)
    .filter(isArticleFile)
    .sort()
    .map((file) => toArticleRecord(path.join(dir, file), fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** A story file's text as a record to check: its front matter's fields, and its body as HTML. */
export function toArticleRecord(file: string, text: string): ArticleRecord {
  const source = path.relative(process.cwd(), file);
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text);
  } catch (error) {
    // Broken YAML (a repeated key, a stray quote) is a bad record like any other, not a crash.
    return { source, data: {}, problem: describeYamlError(error) };
  }
  const fields = typeof parsed?.data === 'object' && parsed.data !== null ? parsed.data : {};
  const body = parsed?.body ?? '';
  return { source, data: { ...fields, content: file.endsWith('.md') ? renderMarkdown(body) : body } };
}

/** Reads each hero image file once, however many stories share it. */
export function imageInspector(imagesDir = contentPaths.images): (imageURL: string) => ImageInspection {
  const inspected = new Map<string, ImageInspection>();
  return (imageURL) => {
    if (!inspected.has(imageURL)) inspected.set(imageURL, inspectImageFile(imageFile(imageURL, imagesDir)));
    return inspected.get(imageURL)!;
  };
}

/** A checked article made ready to show: its body sanitised, its text typeset. */
export function finishArticle(article: Article, { sanitize = true } = {}): Article {
  return {
    ...article,
    // Typeset after sanitising: the sanitiser writes quotes in text as plain characters, which SmartyPants reads.
    title: typeset(article.title),
    excerpt: typeset(article.excerpt),
    imageCaption: article.imageCaption && typeset(article.imageCaption),
    corrections: article.corrections?.map((entry) => ({ ...entry, text: typeset(entry.text) })),
    content: sanitize ? typeset(sanitizeArticleHtml(article.content, basePath)) : article.content,
  };
}

/**
 * Reads, validates, sanitises and typesets every article, newest first. Throws ContentError on bad data.
 * `sanitize: false` leaves the body as written, for callers that read only the front matter.
 */
export function loadArticles(dir = contentPaths.articles, imagesDir = contentPaths.images, { sanitize = true } = {}): Article[] {
  const articles = validateArticles(readArticleRecords(dir), { inspectImage: imageInspector(imagesDir) });
  return sortNewestFirst(articles.map((article) => finishArticle(article, { sanitize })));
}
