import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryScreen } from '@/components/category/category-screen';
import { getArticles } from '@/lib/articles';
import { getCategories, getCategory } from '@/lib/categories';
import { categoryMetadata } from '@/lib/metadata';

interface CategoryPageProps {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().map((category) => ({ id: category.id }));
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = getCategory((await params).id);
  return category ? categoryMetadata(category) : {};
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = getCategory((await params).id);
  if (!category) notFound();
  return <CategoryScreen category={category} articles={getArticles(category.id)} />;
}
