import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/article/article-screen';
import { getArticles, storyLists, storyOf } from '@/server/articles';
import { articleMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { toRender } from '@/server/page-inputs';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return toRender(
    getArticles().map((article) => ({ slug: article.slug })),
    ({ slug }) => routes.article(slug),
  );
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const found = await storyOf(params);
  return found ? articleMetadata(found.article, found.category, found.author) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const found = await storyOf(params);
  if (!found) notFound();
  return <ArticleScreen {...found} {...storyLists(found.article)} />;
}
