import 'server-only';
import { labelledKind, type ArticleSummary } from '@/lib/article';
import { KIND_LABELS } from '@/lib/kind-labels';
import type { Author } from '@/lib/authors';
import { getCategory, type Category } from '@/lib/categories';
import { formatCardDate } from '@/lib/dates';
import { archivePageLabel } from '@/lib/archive-label';
import { pagerOf, type Page } from '@/lib/pagination';
import { liteCopyOf, routes, withBasePath } from '@/lib/routes';
import type { LiteContent } from './document';
import { markup, trusted, type Html } from './html';

interface StoryListOptions {
  headingLevel?: 2 | 3;
  /** Name each story's section above its headline (not on a section's own page). */
  section?: boolean;
  /** Give each story's standfirst under its headline (the front page's top stories). */
  standfirst?: boolean;
}

const liteHref = (path: string) => withBasePath(liteCopyOf(path)!);

/** Stories as a list of headlines, each with its date, and its section and type of work where they help. */
export function storyList(
  articles: ArticleSummary[],
  { headingLevel = 2, section = true, standfirst = false }: StoryListOptions = {},
): Html {
  const heading = `h${headingLevel}`;
  const items = articles.map((article) => {
    const kind = labelledKind(article);
    const sectionName = section && getCategory(article.category)?.displayName;
    const labels = [sectionName, kind && markup`<span class="kind">${KIND_LABELS[kind]}</span>`].filter(Boolean);
    const label =
      labels.length > 0 && markup`<p class="label">${labels.flatMap((item, index) => (index > 0 ? [' ', item] : [item]))}</p>`;
    const link = markup`<a href="${liteHref(routes.article(article.slug))}">${article.title}</a>`;
    return markup`<li>${label}${trusted(`<${heading}>`)}${link}${trusted(`</${heading}>`)}${standfirst && markup`<p>${article.excerpt}</p>`}<p><time datetime="${article.publishedDate}">${formatCardDate(article.publishedDate)}</time></p></li>\n`;
  });
  return markup`<ul class="stories">\n${items}</ul>`;
}

/** Newer, Latest, the archive pages' numbers and Older, as the full edition's pager names them (lib/pagination.ts). */
function pager(listing: Page<unknown>, path: (page: number) => string, label: string): Html | false {
  const links = pagerOf(listing);
  if (!links) return false;
  const link = (page: number, text: string, name: string, rel?: string) => {
    const current = page === listing.page && markup` aria-current="page"`;
    return markup`<li><a href="${liteHref(path(page))}"${rel && markup` rel="${rel}"`}${current} aria-label="${name}">${text}</a></li>`;
  };
  const items = [
    links.newer !== null && link(links.newer, '← Newer', `Newer page of ${label}`, 'prev'),
    link(0, 'Latest', `Latest page of ${label}`),
    links.window.map((page) =>
      page === null ? markup`<li aria-hidden="true">…</li>` : link(page, String(page), `Page ${page}`),
    ),
    links.older !== null && link(links.older, 'Older →', `Older page of ${label}`, 'next'),
  ];
  return markup`<nav aria-label="Pagination"><ul class="pager">${items}</ul></nav>`;
}

/** A section's front page or one of its archive pages. */
export function liteCategory(category: Category, listing: Page<ArticleSummary>): LiteContent {
  const label = archivePageLabel(listing);
  const path = (page: number) => routes.category(category.id, page);
  const stories =
    listing.items.length === 0
      ? markup`<p>No articles found in this category.</p>`
      : storyList(listing.items, { section: false });
  return {
    full: path(listing.page),
    title: listing.page > 0 ? `${category.displayName}, page ${listing.page}` : category.displayName,
    description: `The latest ${category.displayName} stories, text only.`,
    main: markup`<h1>${category.displayName}</h1>
${label && markup`<p class="muted">${label}</p>\n`}${stories}
${pager(listing, path, category.displayName)}`,
  };
}

/** A reporter's page: who they are, and their stories, page by page. */
export function liteAuthor(author: Author, listing: Page<ArticleSummary>): LiteContent {
  const label = archivePageLabel(listing);
  const path = (page: number) => routes.author(author.slug, page);
  const stories =
    listing.items.length === 0
      ? markup`<p>No articles by ${author.name} yet.</p>`
      : storyList(listing.items, { headingLevel: 3 });
  return {
    full: path(listing.page),
    title: listing.page > 0 ? `${author.name}, page ${listing.page}` : author.name,
    description: `${author.name}, ${author.role}: ${author.bio}`,
    main: markup`<p class="label">${author.role}</p>
<h1>${author.name}</h1>
<p>${author.bio}</p>
<h2>Stories by ${author.name}</h2>
${label && markup`<p class="muted">${label}</p>\n`}${stories}
${pager(listing, path, `stories by ${author.name}`)}`,
  };
}
