import type { ArticleSummary } from '@/lib/article';
import type { Category } from '@/lib/categories';
import { fill } from '@/lib/editions';
import { messages } from '@/server/editions';
import { ArticleGrid } from './article-grid';

interface RelatedArticlesProps {
  category: Category;
  articles: ArticleSummary[];
}

export function RelatedArticles({ category, articles }: RelatedArticlesProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-rule pt-10 print:hidden">
      <h2 id="related-heading" className="font-serif text-2xl font-bold text-ink">
        {fill(messages().article.moreFrom, { section: category.displayName })}
      </h2>
      <ArticleGrid articles={articles} size="small" showSection={false} className="mt-8" />
    </section>
  );
}
