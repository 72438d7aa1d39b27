import type { Article } from '@/lib/article';

/** A valid article for tests; override what the test is about. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  const slug = overrides.slug ?? 'sample-story';
  return {
    title: `Headline for ${slug}`,
    slug,
    category: 'us',
    author: 'daniel-reyes',
    topics: ['elections'],
    lang: 'en',
    excerpt: `Summary of ${slug}.`,
    content: `<p>Body of ${slug}.</p>`,
    imageURL: '/images/articles/sierra-snowpack-water-outlook.svg',
    imageAlt: 'Illustration used in tests',
    image: { width: 1600, height: 900 },
    publishedDate: '2025-03-05',
    ...overrides,
  };
}

/** `count` articles of one category on distinct, descending dates. */
export function makeArticles(count: number, category: Article['category'] = 'us'): Article[] {
  return Array.from({ length: count }, (_, index) =>
    makeArticle({
      slug: `${category}-story-${index + 1}`,
      category,
      publishedDate: new Date(Date.UTC(2025, 3, 20) - index * 86_400_000).toISOString().slice(0, 10),
    }),
  );
}
