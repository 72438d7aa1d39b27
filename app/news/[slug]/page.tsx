import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/article/article-screen';
import { getArticle, getArticles, getRelated } from '@/lib/articles';
import { getCategory } from '@/lib/categories';
import { articleMetadata } from '@/lib/metadata';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = getArticle((await params).slug);
  const category = article && getCategory(article.category);
  return article && category ? articleMetadata(article, category) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = getArticle((await params).slug);
  const category = article && getCategory(article.category);
  if (!article || !category) notFound();
  return <ArticleScreen article={article} category={category} related={getRelated(article.category, article.slug)} />;
}
