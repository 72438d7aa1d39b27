import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { basePath, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { describeYamlError, parseFrontMatter } from './content/front-matter';
import { renderPageMarkdown } from './content/markdown';
import { sanitizeArticleHtml } from './content/sanitize';
import { typeset } from './content/typeset';
import { ContentError } from './content/validate';
import { settings } from './settings';
import { currentEdition, isAdded } from './editions';
import { isDefault, type Edition } from '@/lib/editions';

/**
 * The standing pages: who publishes the site, how to reach it, what it does with a reader's data,
 * its terms. Each is `data/pages/{slug}.md` (YAML front matter, a Markdown body) for every page that
 * `siteConfig.pages` names, read and checked like a story, once per build.
 */
export interface StandingPage {
  slug: string;
  title: string;
  /** For search results and share cards. */
  description: string;
  /** Sanitised, typeset HTML; every heading has an id. */
  html: string;
}

const text = z.string({ error: 'is missing' }).trim().min(1, 'must not be empty');
/** A standing page's front matter; the editor's form for the pages is made from it (server/editor/). */
export const pageSchema = z.object({ title: text, description: text });

/**
 * The default edition's pages are in the pages folder; another edition's in its subfolder (`data/pages/es/`),
 * and an edition added by EXTRA_EDITIONS in EDITIONS_DIR's (`pages/{id}/`).
 */
const pagesDir = (edition: Edition) =>
  isDefault(edition)
    ? settings.pagesDir
    : isAdded(edition)
      ? path.join(settings.editionsDir, 'pages', edition.id)
      : path.join(settings.pagesDir, edition.id);

/** A standing page's file in an edition, relative to the project: `data/pages/about.md`, `data/pages/es/about.md`. */
export const pageFile = (slug: string, edition: Edition) =>
  path.relative(process.cwd(), path.join(pagesDir(edition), `${slug}.md`));

function readPage(slug: string, edition: Edition, problems: string[]): StandingPage | null {
  const source = pageFile(slug, edition);
  const report = (field: string, message: string) =>
    problems.push(`Invalid page "${slug}" (${source}): field "${field}" ${message}`);
  if (!fs.existsSync(source)) {
    report('file', 'is missing: siteConfig.pages in lib/site.ts names it');
    return null;
  }
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(fs.readFileSync(source, 'utf8'));
  } catch (error) {
    report('front matter', describeYamlError(error));
    return null;
  }
  const fields = pageSchema.safeParse(parsed?.data ?? {});
  if (!fields.success) {
    for (const issue of fields.error.issues) report(issue.path.join('.') || 'front matter', issue.message);
    return null;
  }
  if (!parsed?.body) {
    report('body', 'must not be empty');
    return null;
  }
  const html = typeset(sanitizeArticleHtml(renderPageMarkdown(parsed.body), basePath, { headingIds: true }));
  return { slug, title: typeset(fields.data.title), description: fields.data.description, html };
}

/** Each policy and section link must land on a section of its page: `/about/#ethics` needs `## Ethics` in about.md. */
function checkPolicies(pages: StandingPage[], problems: string[]) {
  const links = [
    ...Object.entries(siteConfig.policies).map(([key, link]) => ({ setting: `siteConfig.policies.${key}`, link })),
    ...Object.entries(siteConfig.sectionLinks).map(([key, link]) => ({ setting: `siteConfig.sectionLinks.${key}`, link })),
  ];
  for (const { setting, link } of links) {
    const page = pages.find((candidate) => candidate.slug === link.page);
    if (!page) problems.push(`${setting} links to ${routes.page(link.page)}, which is not one of siteConfig.pages`);
    else if (!page.html.includes(` id="${link.section}"`))
      problems.push(`Invalid page "${page.slug}": ${setting} links to #${link.section}, a section the page does not have`);
  }
}

const loaded = new Map<string, { key: string; pages: StandingPage[] }>();

/** The standing pages' files by size and time: `npm run dev` shows an edit on the next page load. */
const filesKey = (edition: Edition) =>
  siteConfig.pages
    .map(({ slug }) => {
      const stat = fs.statSync(path.join(pagesDir(edition), `${slug}.md`), { throwIfNoEntry: false });
      return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
    })
    .join('|');

/**
 * Every standing page of an edition (the page's, by default), in the footer's order. Each edition has
 * each page, its sections under the same ids. Throws ContentError naming the page and field.
 */
export function getPages(edition = currentEdition()): StandingPage[] {
  const key = filesKey(edition);
  const cached = loaded.get(edition.id);
  if (cached?.key === key) return cached.pages;
  const problems: string[] = [];
  const pages = siteConfig.pages.flatMap(({ slug }) => readPage(slug, edition, problems) ?? []);
  checkPolicies(pages, problems);
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  loaded.set(edition.id, { key, pages });
  return pages;
}

export function getPage(slug: string, edition = currentEdition()): StandingPage | null {
  return getPages(edition).find((page) => page.slug === slug) ?? null;
}
