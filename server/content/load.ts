import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { compareNewestFirst } from '@/lib/dates';
import { basePath } from '@/lib/routes';
import { describeYamlError, parseFrontMatter } from './front-matter';
import { inspectImageFile } from './image-size';
import { renderMarkdown } from './markdown';
import { sanitizeArticleHtml } from './sanitize';
import { typeset } from './typeset';
import type { Article } from '@/lib/article';
import { validateArticles, type ArticleRecord, type ImageInspection } from './validate';

export const contentPaths = {
  // ARTICLES_DIR builds the site from another content folder (a staging copy, or a test's).
  articles: path.resolve(process.env.ARTICLES_DIR ?? path.join('data', 'articles')),
  // IMAGES_DIR holds the files that `/images/…` names (default public/images): a generated archive
  // keeps its photographs beside its articles, outside the repo. Pages use only the rendered variants.
  images: path.resolve(process.env.IMAGES_DIR ?? path.join('public', 'images')),
};

/** The file an article's imageURL (`/images/…`) names. */
export function imageFile(imageURL: string, imagesDir = contentPaths.images): string {
  return path.join(imagesDir, imageURL.replace(/^\/images\//, ''));
}

/** A story is `{slug}.html` (an HTML body) or `{slug}.md` (a Markdown body), each under YAML front matter. */
export const isArticleFile = (file: string) => file.endsWith('.html') || file.endsWith('.md');

export function readArticleRecords(dir: string): ArticleRecord[] {
  const files = fs.readdirSync(dir).filter(isArticleFile).sort();
  return files.map((file) => {
    const source = path.relative(process.cwd(), path.join(dir, file));
    let parsed: ReturnType<typeof parseFrontMatter>;
    try {
      parsed = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      // Broken YAML (a repeated key, a stray quote) is a bad record like any other, not a crash.
      return { source, data: {}, problem: describeYamlError(error) };
    }
    const fields = typeof parsed?.data === 'object' && parsed.data !== null ? parsed.data : {};
    const body = parsed?.body ?? '';
    return { source, data: { ...fields, content: file.endsWith('.md') ? renderMarkdown(body) : body } };
  });
}

/**
 * Reads, validates, sanitises and typesets every article, newest first. Throws ContentError on bad data.
 * `sanitize: false` leaves the body as written, for callers that read only the front matter.
 */
export function loadArticles(dir = contentPaths.articles, imagesDir = contentPaths.images, { sanitize = true } = {}): Article[] {
  // Many stories share a picture: read each file once.
  const inspected = new Map<string, ImageInspection>();
  const inspectImage = (imageURL: string) => {
    if (!inspected.has(imageURL)) inspected.set(imageURL, inspectImageFile(imageFile(imageURL, imagesDir)));
    return inspected.get(imageURL)!;
  };
  return validateArticles(readArticleRecords(dir), { inspectImage })
    .map((article) => ({
      ...article,
      // Typeset after sanitising: the sanitiser writes quotes in text as plain characters, which SmartyPants reads.
      title: typeset(article.title),
      excerpt: typeset(article.excerpt),
      imageCaption: article.imageCaption && typeset(article.imageCaption),
      corrections: article.corrections?.map((entry) => ({ ...entry, text: typeset(entry.text) })),
      content: sanitize ? typeset(sanitizeArticleHtml(article.content, basePath)) : article.content,
    }))
    .sort(compareNewestFirst);
}
