import type { Article, ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { breadcrumbList, liveBlogPosting, newsArticle } from '@/lib/structured-data';
import { articleCrumbs } from '@/lib/breadcrumbs';
import { topicsOf } from '@/lib/topics';
import { currentEdition, localTopic, messages } from '@/server/editions';
import { LoadingBoundary } from '@/components/loading/loading-boundary';
import { JsonLd } from '@/components/ui/json-ld';
import { ArticleUnavailable } from './article-unavailable';
import { ArticleView } from './article-view';
import { RelatedArticles } from './related-articles';
import { MoreOnTopic } from './more-on-topic';
import type { Topic } from '@/lib/topics';

interface ArticleScreenProps {
  article: Article;
  category: Category;
  author: Author;
  related: ArticleSummary[];
  /** The story's main topic and its stories beside the section's (server/articles.ts `getMoreOnTopic`). */
  moreOnTopic?: { topic: Topic; articles: ArticleSummary[] } | null;
}

export function ArticleScreen({ article, category, author, related, moreOnTopic }: ArticleScreenProps) {
  const edition = currentEdition();
  const words = messages();
  // The story's language and its topics as its edition names them, for news search.
  const language = { locale: edition.locale, topics: topicsOf(article.topics).map((topic) => localTopic(topic, edition)!) };
  return (
    <>
      <JsonLd
        data={
          article.live ? liveBlogPosting(article, category, author, language) : newsArticle(article, category, author, language)
        }
      />
      <JsonLd data={breadcrumbList(articleCrumbs(words, article, category), edition)} />
      <LoadingBoundary
        operations={['getArticle']}
        errorFallback={<ArticleUnavailable message={words.article.loadFailed} />}
        errorLabel={words.article.loadFailed}
      >
        <ArticleView article={article} category={category} author={author} />
        <LoadingBoundary
          operations={['getRelated']}
          errorFallback={null}
          errorLabel={words.article.relatedLoadFailed}
          spinnerSize="small"
        >
          <RelatedArticles category={category} articles={related} />
          {moreOnTopic && <MoreOnTopic {...moreOnTopic} />}
        </LoadingBoundary>
      </LoadingBoundary>
    </>
  );
}
