import type { Metadata } from 'next';
import type { EditionParams } from '@/server/editions';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/article/article-screen';
import { getTranslations, storyLists, storyOf } from '@/server/articles';
import { articleMetadata } from '@/server/metadata';
import { paramsToRender } from '@/server/page-inputs';
import { pageKinds } from '@/server/page-kinds';

interface ArticlePageProps {
  params: Promise<{ slug: string; edition?: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = (parent?: EditionParams) => paramsToRender(pageKinds.story, parent);

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const found = await storyOf(params);
  return found ? articleMetadata(found.article, found.category, found.author, getTranslations(found.article)) : {};
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const found = await storyOf(params);
  if (!found) notFound();
  return <ArticleScreen {...found} {...storyLists(found.article)} />;
}
