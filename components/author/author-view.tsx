import type { ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import { archivePageLabel } from '@/lib/archive-label';
import type { Page } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { ArticleGrid } from '@/components/article/article-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { authorCrumbs } from '@/lib/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { SectionHeading } from '@/components/ui/section-heading';
import { fill } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';

interface AuthorViewProps {
  author: Author;
  listing: Page<ArticleSummary>;
}

export function AuthorView({ author, listing }: AuthorViewProps) {
  const { items, page } = listing;
  const words = messages();
  const pageLabel = archivePageLabel(listing, words, currentEdition().locale);
  const name = { name: author.name };
  return (
    <>
      <Breadcrumb crumbs={authorCrumbs(words, author, page)} />
      <header className="mt-4 max-w-3xl">
        <p className="text-xs font-bold tracking-widest text-highlight uppercase">{author.role}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-ink sm:text-5xl">{author.name}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">{author.bio}</p>
      </header>
      <section aria-labelledby="author-stories" className="mt-10">
        <SectionHeading id="author-stories">{fill(words.listing.storiesBy, name)}</SectionHeading>
        {pageLabel && <p className="mt-3 text-sm text-muted">{pageLabel}</p>}
        {items.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted">{fill(words.listing.noStoriesBy, name)}</p>
        ) : (
          <ArticleGrid articles={items} className="mt-6" />
        )}
      </section>
      <Pagination
        listing={listing}
        href={(number) => routes.author(author.slug, number)}
        label={fill(words.listing.pagedStoriesBy, name)}
        className="mt-12"
      />
    </>
  );
}
