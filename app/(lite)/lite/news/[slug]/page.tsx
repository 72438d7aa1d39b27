import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiteArticle } from '@/components/lite/lite-article';
import { LitePage } from '@/components/lite/lite-page';
import { labelledKind } from '@/lib/article';
import { getAuthor } from '@/lib/authors';
import { getCategory } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { getArticle, getArticles, getBreaking, getRelated } from '@/server/articles';
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

async function find(params: LiteArticlePageProps['params']) {
  const article = getArticle((await params).slug);
  const category = article && getCategory(article.category);
  const author = article && getAuthor(article.author);
  return article && category && author ? { article, category, author } : null;
}

export async function generateMetadata({ params }: LiteArticlePageProps): Promise<Metadata> {
  const found = await find(params);
  if (!found) return {};
  return liteMetadata({
    full: routes.article(found.article.slug),
    title: found.article.title,
    description: found.article.excerpt,
  });
}

export default async function LiteArticlePage({ params }: LiteArticlePageProps) {
  const found = await find(params);
  if (!found) notFound();
  const { article } = found;
  return (
    <LitePage
      full={routes.article(article.slug)}
      breaking={getBreaking()}
      className={labelledKind(article) === 'opinion' ? 'opinion' : undefined}
    >
      <LiteArticle
        {...found}
        related={getRelated(article.category, article.slug)}
        body={(html) => liteBody(html)}
        fileSize={publicFileSize}
      />
    </LitePage>
  );
}
