import { correctionsOf, type Article } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { formatLongDate } from '@/lib/dates';
import { absoluteUrl, routes } from '@/lib/routes';
import { fill, storyPath } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';
import { StoryTopics } from './story-topics';
import { siteConfig } from '@/lib/site';
import { ArticleDate } from '@/components/ui/article-date';
import { Link } from '@/components/ui/link';
import { LiveFeed } from '@/components/live/live-feed';
import { LiveStatus } from '@/components/live/live-status';
import { ArticleHeader } from './article-header';
import { PictureFigure } from '@/components/ui/picture-figure';

interface ArticleViewProps {
  article: Article;
  category: Category;
  author: Author;
}

export function ArticleView({ article, category, author }: ArticleViewProps) {
  const corrections = correctionsOf(article);
  const latest = corrections[0];
  // The story's address in its edition (`/es/news/x/` for a story in Spanish); its dates in the edition's locale.
  const url = absoluteUrl(storyPath(article));
  const { locale } = currentEdition();
  const words = messages();
  const longDate = (date: string) => formatLongDate(date, locale);
  return (
    <article className="mx-auto max-w-3xl">
      <ArticleHeader
        article={{
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          publishedDate: article.publishedDate,
          updatedDate: article.updatedDate,
          kind: article.kind,
          ...(article.liveState === 'open' && { liveState: article.liveState }),
        }}
        dateLabels={{
          published: longDate(article.publishedDate),
          updated: article.updatedDate && longDate(article.updatedDate),
        }}
        corrected={latest && { date: latest.date, label: longDate(latest.date) }}
        category={category}
        author={{ slug: author.slug, name: author.name, role: author.role }}
        url={url}
      />
      {article.liveState && (
        <LiveStatus
          state={article.liveState}
          slug={article.slug}
          publishedDate={article.publishedDate}
          coverageEnd={article.coverageEnd}
        />
      )}
      <PictureFigure
        source={{ imageURL: article.imageURL, image: article.image }}
        alt={article.imageAlt}
        caption={article.imageCaption}
        credit={article.imageCredit}
        sizes="(min-width: 768px) 768px, 100vw"
        priority
        className="-mx-4 mt-8 sm:mx-0"
        imageClassName="sm:rounded-sm"
        captionClassName="px-4 sm:px-0"
      />
      {/* Pagefind indexes the body alone (scripts/pipeline/export/search-index.ts), so a result's excerpt quotes
          the story, never its headline or byline; the headline is the result's title (ArticleHeader). */}
      <div
        data-pagefind-body=""
        className="article-body prose prose-lg mt-10 max-w-none font-serif prose-stone"
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      {article.live && <LiveFeed article={article} url={url} />}
      {corrections.length > 0 && (
        <section id="corrections" aria-labelledby="corrections-heading" className="mt-12 scroll-mt-24 border-t-4 border-ink pt-4">
          <h2 id="corrections-heading" className="font-serif text-2xl font-bold text-ink">
            {corrections.length === 1 ? words.article.correctionHeading : words.article.correctionsHeading}
          </h2>
          <ul className="mt-4 space-y-4">
            {corrections.map((correction) => (
              <li key={correction.date + correction.text}>
                <ArticleDate date={correction.date} label={longDate(correction.date)} className="font-semibold" />
                <p className="mt-1 font-serif text-lg leading-7 text-ink">{correction.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted print:hidden">
            <Link
              href={routes.pageSection(siteConfig.policies.correctionsPolicy)}
              className="text-accent underline underline-offset-4"
            >
              {words.article.correctionsPolicy}
            </Link>{' '}
            ·{' '}
            <Link href={routes.corrections()} className="text-accent underline underline-offset-4">
              {words.article.allCorrections}
            </Link>
          </p>
        </section>
      )}
      <StoryTopics ids={article.topics} />
      <footer className="mt-10 hidden border-t border-rule pt-4 text-sm text-muted print:block">
        {fill(words.article.readOnline, { url })}
      </footer>
    </article>
  );
}
