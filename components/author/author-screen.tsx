import type { ArticleSummary } from '@/lib/articles';
import type { Author } from '@/lib/authors';
import type { Page } from '@/lib/pagination';
import { routes } from '@/lib/site';
import { breadcrumbList, person } from '@/lib/structured-data';
import { CategoryError } from '@/components/category/category-error';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { AuthorView } from './author-view';

interface AuthorScreenProps {
  author: Author;
  listing: Page<ArticleSummary>;
}

export function AuthorScreen({ author, listing }: AuthorScreenProps) {
  const crumbs = [
    { name: 'Home', path: routes.home() },
    { name: author.name, path: routes.author(author.slug) },
  ];
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: person(author) }} />
      <JsonLd data={breadcrumbList(crumbs)} />
      <LoadingBoundary operations={['listArticles']} errorFallback={<CategoryError />} errorLabel="Failed to load articles">
        <AuthorView author={author} listing={listing} />
      </LoadingBoundary>
    </>
  );
}
