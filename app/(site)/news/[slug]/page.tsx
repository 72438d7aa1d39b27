import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/article/article-screen';
import { getArticle, getArticles, getRelated } from '@/server/articles';
import { getAuthor } from '@/lib/authors';
import { getCategory } from '@/lib/categories';
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

async function find(params: ArticlePageProps['params']) {
  const article = getArticle((await params).slug);
  const category = article && getCategory(article.category);
  const author = article && getAuthor(article.author);
  return article && category && author ? { article, category, author } : null;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const found = await find(params);
  return found ? articleMetadata(found.article, found.category, found.author) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const found = await find(params);
  if (!found) notFound();
  return <ArticleScreen {...found} related={getRelated(found.article.category, found.article.slug)} />;
}
