import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiteArticle } from '@/components/lite/lite-article';
import { LitePage } from '@/components/lite/lite-page';
import { labelledKind } from '@/lib/article';
import { routes } from '@/lib/routes';
import { topicsOf } from '@/lib/topics';
import { getArticles, getBreaking, storyLists, storyOf } from '@/server/articles';
import { editionToList, localTopic, type EditionParams } from '@/server/editions';
import { copiesToRender, liteBody, liteLanguage, liteMetadata, publicFileSize } from '@/server/lite';

interface LiteArticlePageProps {
  params: Promise<{ slug: string; edition?: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(parent: EditionParams = {}) {
  const edition = editionToList(parent);
  return copiesToRender(
    getArticles(undefined, edition).map((article) => ({ slug: article.slug })),
    ({ slug }) => routes.article(slug),
    edition,
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
  const topics = topicsOf(article.topics).map((topic) => localTopic(topic)!);
  return (
    <LitePage
      full={routes.article(article.slug)}
      language={liteLanguage()}
      breaking={getBreaking()}
      className={labelledKind(article) === 'opinion' ? 'opinion' : undefined}
    >
      <LiteArticle
        {...found}
        {...storyLists(article)}
        topics={topics}
        language={liteLanguage()}
        body={(html) => liteBody(html)}
        fileSize={publicFileSize}
      />
    </LitePage>
  );
}
