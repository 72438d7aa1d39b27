import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiteArticle } from '@/components/lite/lite-article';
import { LitePage } from '@/components/lite/lite-page';
import { labelledKind } from '@/lib/article';
import { routes } from '@/lib/routes';
import { getArticles, getBreaking, storyLists, storyOf } from '@/server/articles';
import { copiesToRender, liteBody, liteMetadata, publicFileSize } from '@/server/lite';

interface LiteArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return copiesToRender(
    getArticles().map((article) => ({ slug: article.slug })),
    ({ slug }) => routes.article(slug),
  );
}

export async function generateMetadata({ params }: LiteArticlePageProps): Promise<Metadata> {
  const found = await storyOf(params);
  if (!found) return {};
  return liteMetadata({
    full: routes.article(found.article.slug),
    title: found.article.title,
    description: found.article.excerpt,
  });
}

export default async function LiteArticlePage({ params }: LiteArticlePageProps) {
  const found = await storyOf(params);
  if (!found) notFound();
  const { article } = found;
  return (
    <LitePage
      full={routes.article(article.slug)}
      breaking={getBreaking()}
      className={labelledKind(article) === 'opinion' ? 'opinion' : undefined}
    >
      <LiteArticle {...found} {...storyLists(article)} body={(html) => liteBody(html)} fileSize={publicFileSize} />
    </LitePage>
  );
}
