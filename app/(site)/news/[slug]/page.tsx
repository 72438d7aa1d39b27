import type { Metadata } from 'next';
import { editionToList, type EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/article/article-screen';
import { getArticles, getTranslations, storyLists, storyOf } from '@/server/articles';
import { articleMetadata } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { toRender } from '@/server/page-inputs';

interface ArticlePageProps {
  params: Promise<{ slug: string; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  const edition = editionToList(parent);
  return toRender(
    getArticles(undefined, edition).map((article) => ({ slug: article.slug })),
    ({ slug }) => routes.article(slug),
    edition,
  );
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const found = await storyOf(params);
  return found ? articleMetadata(found.article, found.category, found.author, getTranslations(found.article)) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const found = await storyOf(params);
  if (!found) notFound();
  return <ArticleScreen {...found} {...storyLists(found.article)} />;
}
