import type { Article } from '@/lib/articles';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { absoluteUrl, routes } from '@/lib/site';
import { ArticleDate } from '@/components/ui/article-date';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CategoryLabel } from '@/components/ui/category-label';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from './responsive-image';
import { ShareButton } from './share-button';

interface ArticleViewProps {
  article: Article;
  category: Category;
  author: Author;
}

export function ArticleView({ article, category, author }: ArticleViewProps) {
  return (
    // Pagefind indexes this element only (scripts/export/search-index.ts); navigation in it is left out.
    <article className="mx-auto max-w-3xl" data-pagefind-body="">
      <Breadcrumb
        items={[
          { label: 'Home', href: routes.home() },
          { label: category.displayName, href: routes.category(category.id) },
          { label: article.title },
        ]}
      />
      <Link
        href={routes.category(category.id)}
        data-pagefind-ignore=""
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-accent underline-offset-4 hover:underline print:hidden"
      >
        <span aria-hidden="true">←</span> Back to {category.displayName}
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3" data-pagefind-ignore="">
          <CategoryLabel data-pagefind-filter="section">{category.displayName}</CategoryLabel>
          <ShareButton title={article.title} url={absoluteUrl(routes.article(article.slug))} />
        </div>
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold text-balance text-ink sm:text-5xl">{article.title}</h1>
        <p className="mt-4 text-xl leading-8 text-muted">{article.excerpt}</p>
        <div className="mt-6 border-t border-rule pt-4 text-sm">
          <p className="font-semibold text-ink">
            By{' '}
            <Link href={routes.author(author.slug)} rel="author" className="underline-offset-4 hover:underline">
              {author.name}
            </Link>
            <span className="font-normal text-muted">, {author.role}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-2" data-pagefind-ignore="">
            <ArticleDate
              date={article.publishedDate}
              format="long"
              data-pagefind-sort="date[datetime]"
              data-pagefind-meta="date[datetime]"
            />
            {article.updatedDate && (
              <>
                <span aria-hidden="true" className="text-muted">
                  ·
                </span>
                <span className="text-muted">
                  Updated <ArticleDate date={article.updatedDate} format="long" />
                </span>
              </>
            )}
          </p>
        </div>
      </header>
      <figure className="-mx-4 mt-8 sm:mx-0">
        <ResponsiveImage
          source={{ imageURL: article.imageURL, image: article.image }}
          alt={article.imageAlt}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="sm:rounded-sm"
        />
        {(article.imageCaption || article.imageCredit) && (
          <figcaption className="mt-3 px-4 text-sm leading-6 text-muted sm:px-0">
            {article.imageCaption}
            {article.imageCredit && <span className="ml-1 text-xs tracking-wide uppercase">{article.imageCredit}</span>}
          </figcaption>
        )}
      </figure>
      <div
        className="article-body prose prose-lg mt-10 max-w-none font-serif prose-stone"
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      <footer className="mt-10 hidden border-t border-rule pt-4 text-sm text-muted print:block">
        Read online at {absoluteUrl(routes.article(article.slug))}
      </footer>
    </article>
  );
}
