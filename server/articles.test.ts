import { getArticle, getArticles, getLatest, getRelated, nearestInTime } from './articles';

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

  describe('related stories: the nearest in time, earlier ones first', () => {
    // A section, newest first: s9 was published last.
    const section = Array.from({ length: 10 }, (_, index) => ({ slug: `s${9 - index}` }));
    const slugs = (list: { slug: string }[]) => list.map((article) => article.slug);

    it('takes the stories published just before, nearest first', () => {
      expect(slugs(nearestInTime(section, 's6', 4))).toEqual(['s5', 's4', 's3', 's2']);
    });

    it('fills from the stories just after when too few came before', () => {
      expect(slugs(nearestInTime(section, 's1', 4))).toEqual(['s0', 's2', 's3', 's4']);
      expect(slugs(nearestInTime(section, 's0', 4))).toEqual(['s1', 's2', 's3', 's4']);
    });

    it('does not change when a later story is published', () => {
      const published = [{ slug: 's10' }, ...section];
      for (const { slug } of section) expect(nearestInTime(published, slug, 4)).toEqual(nearestInTime(section, slug, 4));
    });

    it('gives the newest stories for an unknown slug, and no more than there are', () => {
      expect(slugs(nearestInTime(section, 'none', 2))).toEqual(['s9', 's8']);
      expect(slugs(nearestInTime(section.slice(0, 3), 's8', 4))).toEqual(['s7', 's9']);
    });
  });

  it('holds sanitised bodies with the expected editorial structure', () => {
    for (const { slug } of getArticles()) {
      const article = getArticle(slug)!;
      const paragraphs = article.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).not.toMatch(/<script|on\w+=/i);
    }
  });
});
