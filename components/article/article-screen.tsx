import type { Article, ArticleSummary } from '@/lib/article';
import type { Author } from '@/lib/authors';
import type { Category } from '@/lib/categories';
import { breadcrumbList, liveBlogPosting, newsArticle } from '@/lib/structured-data';
import { articleCrumbs } from '@/lib/breadcrumbs';
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
  return (
    <>
      <JsonLd data={article.live ? liveBlogPosting(article, category, author) : newsArticle(article, category, author)} />
      <JsonLd data={breadcrumbList(articleCrumbs(article, category))} />
      <LoadingBoundary
        operations={['getArticle']}
        errorFallback={<ArticleUnavailable message="Failed to load article" />}
        errorLabel="Failed to load article"
      >
        <ArticleView article={article} category={category} author={author} />
        <LoadingBoundary
          operations={['getRelated']}
          errorFallback={null}
          errorLabel="Failed to load related articles"
          spinnerSize="small"
        >
          <RelatedArticles category={category} articles={related} />
          {moreOnTopic && <MoreOnTopic {...moreOnTopic} />}
        </LoadingBoundary>
      </LoadingBoundary>
    </>
  );
}
