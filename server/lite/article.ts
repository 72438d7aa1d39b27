import 'server-only';
import { correctionsOf, labelledKind, type Article, type ArticleSummary } from '@/lib/article';
import { KIND_LABELS } from '@/lib/kind-labels';
import { KIND_NOTES } from '@/lib/kind-notes';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { formatLongDate } from '@/lib/dates';
import { timeContext, updateTimeLabel } from '@/lib/live';
import { fallbackWidth, imageVariant, variantHeight, variantWidths } from '@/lib/images';
import { liveUpdateAnchor, routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { kilobytes, liteBody, litePageLink as to, type FileSize } from './body';
import type { LiteContent } from './document';
import { markup, type Html } from './html';
import { storyList } from './listings';

export interface LiteArticleInput {
  article: Article;
  category: Category;
  author: Author;
  related: ArticleSummary[];
}

export const longDate = (date: string): Html => markup`<time datetime="${date}">${formatLongDate(date)}</time>`;

/**
 * A story in the text-only edition: what the full page tells a reader to judge it by (section, type
 * of work, byline, dates, corrections) and its text, with the picture behind a disclosure that says
 * what it shows and weighs. No share button: a reader shares the address.
 */
export function liteArticle({ article, category, author, related }: LiteArticleInput, fileSize: FileSize): LiteContent {
  const kind = labelledKind(article);
  return {
    full: routes.article(article.slug),
    title: article.title,
    description: article.excerpt,
    className: kind === 'opinion' ? 'opinion' : undefined,
    main: markup`<article>
<p class="label"><a href="${to(routes.category(category.id))}">${category.displayName}</a>${kind && markup` <span class="kind">${KIND_LABELS[kind]}</span>`}</p>
<h1>${article.title}</h1>
<p class="standfirst">${article.excerpt}</p>
${byline(article, author)}
${hero(article, fileSize)}
${liteBody(article.content, fileSize)}
${liveUpdates(article, fileSize)}
${corrections(article)}</article>
${
  related.length > 0 &&
  markup`<section aria-labelledby="related-heading">
<h2 id="related-heading">More ${category.displayName}</h2>
${storyList(related, { headingLevel: 3, section: false })}
</section>`
}`,
  };
}

/**
 * A live story's updates as its full page lists them: whether the coverage is open, the pinned
 * update first, then every update newest first, each with its time and its own anchor. No
 * polling: a reader reloads for the latest, as the page says.
 */
function liveUpdates(article: Article, fileSize: FileSize): Html | false {
  const updates = article.updates ?? [];
  if (!article.live || updates.length === 0) return false;
  const context = timeContext(article.publishedDate, updates);
  const pinned = updates.filter((update) => update.pinned);
  const ordered = [...pinned, ...updates.filter((update) => !update.pinned)];
  const open = article.liveState !== 'closed';
  return markup`<section aria-labelledby="updates-heading">
<h2 id="updates-heading">${open ? 'Live updates' : 'Updates'}</h2>
<p class="meta">${open ? 'Live: reload for the latest updates.' : 'This live coverage has ended.'} Newest first${context.offset !== null && `. All times ${context.offset}`}.</p>
${ordered.map(
  (update) => markup`<article id="${liveUpdateAnchor(update.id)}">
<p class="meta"><time datetime="${update.time}">${updateTimeLabel(update.time, context)}</time>${update.pinned && ' · Pinned'}${update.key && ' · Key event'}</p>
<h3>${update.headline}</h3>
${liteBody(update.content, fileSize)}
</article>
`,
)}</section>`;
}

/** Who wrote it, when, what type of work it is, and whether it was corrected. */
function byline(article: Article, author: Author): Html {
  const kind = labelledKind(article);
  const latest = correctionsOf(article)[0];
  const updated = article.updatedDate && markup` · Updated ${longDate(article.updatedDate)}`;
  const typesOfWork = to(routes.pageSection(siteConfig.sectionLinks.typesOfWork));
  return markup`<div class="meta">
<p>By <a rel="author" href="${to(routes.author(author.slug))}">${author.name}</a>, ${author.role}</p>
<p>${longDate(article.publishedDate)}${updated}</p>
${kind && markup`<p>${KIND_NOTES[kind]} <a href="${typesOfWork}">About our types of work</a></p>\n`}${
    latest && markup`<p><a href="#corrections">This article was corrected on ${formatLongDate(latest.date)}.</a></p>\n`
  }</div>`;
}

/** The corrections at the story's foot, newest first, with the way to the policy and to every correction. */
function corrections(article: Article): Html | false {
  const all = correctionsOf(article);
  if (all.length === 0) return false;
  return markup`<section id="corrections" aria-labelledby="corrections-heading">
<h2 id="corrections-heading">${all.length === 1 ? 'Correction' : 'Corrections'}</h2>
${all.map(({ date, text }) => markup`<p>${longDate(date)}<br>${text}</p>\n`)}<p class="meta"><a href="${to(routes.pageSection(siteConfig.policies.correctionsPolicy))}">Our corrections policy</a> · <a href="${to(routes.corrections())}">All corrections</a></p>
</section>
`;
}

/**
 * The story's picture, not fetched until the reader opens it: a closed `<details>` renders nothing
 * inside it, and the picture is lazy, so the browser asks for it only once it is shown. Its summary
 * names the picture and its size: the smallest AVIF the build rendered; a browser without AVIF
 * gets the JPEG instead.
 */
function hero(article: Article, fileSize: FileSize): Html {
  const width = Math.min(...variantWidths(article));
  const avif = withBasePath(imageVariant(article.imageURL, width, 'avif'));
  const jpeg = withBasePath(imageVariant(article.imageURL, fallbackWidth(article), 'jpg'));
  const size = fileSize(avif);
  const credit = article.imageCredit && markup` <span class="muted">${article.imageCredit}</span>`;
  return markup`<figure>
<details><summary>Show the picture${size !== null && ` (${kilobytes(size)})`}: ${article.imageAlt}</summary>
<picture><source type="image/avif" srcset="${avif}"><img src="${jpeg}" alt="${article.imageAlt}" width="${width}" height="${variantHeight(article, width)}" loading="lazy"></picture>
</details>
${(article.imageCaption || article.imageCredit) && markup`<figcaption>${article.imageCaption}${credit}</figcaption>\n`}</figure>`;
}
