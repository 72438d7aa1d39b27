import { getArticle, getArticles, getLatest, getRelated } from './articles';

describe('article data', () => {
  it('holds 15 articles: 3 California and 2 in each other category', () => {
    const counts = Object.fromEntries(
      ['california', 'us', 'world', 'tech', 'health', 'politics', 'business'].map((id) => [id, getArticles(id).length]),
    );
    expect(getArticles()).toHaveLength(15);
    expect(getArticles('all')).toHaveLength(15);
    expect(counts).toEqual({ california: 3, us: 2, world: 2, tech: 2, health: 2, politics: 2, business: 2 });
  });

  it('returns no articles for an unknown category', () => {
    expect(getArticles('sports')).toEqual([]);
  });

  it('returns the three latest articles, newest first', () => {
    const dates = getArticles().map((article) => article.publishedDate);
    const latest = getLatest();
    expect(latest).toHaveLength(3);
    expect(latest.map((article) => article.publishedDate)).toEqual([...dates].sort().reverse().slice(0, 3));
  });

  it('finds an article by slug, and null for an unknown one', () => {
    expect(getArticle('sierra-snowpack-water-outlook')?.category).toBe('california');
    expect(getArticle('no-such-story')).toBeNull();
  });

  it('relates articles of the same category, without the current one, up to the limit', () => {
    const related = getRelated('california', 'sierra-snowpack-water-outlook');
    expect(related).toHaveLength(2);
    expect(
      related.every((article) => article.category === 'california' && article.slug !== 'sierra-snowpack-water-outlook'),
    ).toBe(true);
    expect(getRelated('california', 'none', 1)).toHaveLength(1);
  });

  it('holds sanitised bodies with the expected editorial structure', () => {
    for (const article of getArticles()) {
      const paragraphs = article.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).not.toMatch(/<script|on\w+=/i);
    }
  });
});
