import type { ArticleSummary } from '@/lib/article';
import { LATEST_COUNT } from '@/lib/pagination';
import { ArticleCard } from '@/components/article/article-card';
import { SectionHeading } from '@/components/ui/section-heading';

export function TopStories({ articles }: { articles: ArticleSummary[] }) {
  const [main, ...side] = articles;
  return (
    <section aria-labelledby="top-stories-heading">
      <SectionHeading id="top-stories-heading">Top Stories</SectionHeading>
      {articles.length < LATEST_COUNT ? (
        <p className="py-12 text-center text-muted">Loading featured stories...</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:mt-6 sm:gap-10 lg:grid-cols-3 lg:gap-8">
          <ArticleCard article={main} size="large" headingLevel={3} priority className="lg:col-span-2" />
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-10 lg:grid-cols-1 lg:gap-8 lg:border-l lg:border-rule lg:pl-8">
            {side.map((article) => (
              <ArticleCard
                key={article.slug}
                article={article}
                size="medium"
                headingLevel={3}
                compact
                className="max-sm:border-t max-sm:border-rule max-sm:pt-4"
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
