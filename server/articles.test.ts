import {
  getArticle,
  getArticles,
  getArticlesOn,
  getBreaking,
  getRelated,
  getTopStories,
  nearestInTime,
  storyLists,
} from './articles';

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

  it('leads the front page with the three latest articles, newest first, when none is pinned', () => {
    const dates = getArticles().map((article) => article.publishedDate);
    const latest = getTopStories();
    expect(latest).toHaveLength(3);
    expect(latest.map((article) => article.publishedDate)).toEqual([...dates].sort().reverse().slice(0, 3));
  });

  it('has no breaking-news banner in the sample, so that its pages stay the same from one build to the next', () => {
    expect(getBreaking()).toBeNull();
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

  it('leaves out the stories it is told to, still nearest first', () => {
    const section = Array.from({ length: 10 }, (_, index) => ({ slug: `s${9 - index}` }));
    const leaveOut = new Set(['s5', 's3']);
    expect(nearestInTime(section, 's6', 3, undefined, leaveOut).map((article) => article.slug)).toEqual(['s4', 's2', 's1']);
  });

  describe('topics', () => {
    it("lists a topic's stories from every section, newest first, and each story under each of its topics", () => {
      const climate = getArticlesOn('climate');
      expect(new Set(climate.map((article) => article.category)).size).toBeGreaterThan(1);
      expect(climate).toEqual(getArticles().filter((article) => article.topics.includes('climate')));
      expect(getArticlesOn('no-such-topic')).toEqual([]);
    });

    it("shows under every story its main topic's other stories, none of them in the section's list", () => {
      for (const article of getArticles()) {
        const { related, moreOnTopic } = storyLists(article);
        expect(moreOnTopic?.topic.id).toBe(article.topics[0]);
        const shown = [article.slug, ...related.map((story) => story.slug), ...moreOnTopic!.articles.map((story) => story.slug)];
        expect(new Set(shown).size).toBe(shown.length);
        for (const story of moreOnTopic!.articles) expect(story.topics).toContain(article.topics[0]);
      }
      const heat = storyLists(getArticle('heat-illness-outdoor-workers-study')!);
      expect(heat.moreOnTopic!.articles.map((story) => story.category)).toContain('tech');
    });
  });

  it('holds sanitised bodies with the expected editorial structure', () => {
    for (const { slug } of getArticles()) {
      const article = getArticle(slug)!;
      const paragraphs = article.content.match(/<p>/g) ?? [];
      // A live story's body is the summary above its feed; its updates carry the rest.
      expect(paragraphs.length).toBeGreaterThanOrEqual(article.live ? 2 : 4);
      if (!article.live) expect(article.content).toMatch(/<h2>/);
      for (const text of [article.content, ...(article.updates ?? []).map((update) => update.content)])
        expect(text).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('makes the climate summit a closed live story: a standfirst, six updates, one pinned, two key events', () => {
    const summit = getArticle('pacific-islands-climate-summit')!;
    expect(summit).toMatchObject({ live: true, liveState: 'closed', excerpt: expect.stringMatching(/\w/) });
    expect(summit.updates).toHaveLength(6);
    expect(summit.updates!.filter((update) => update.pinned).map((update) => update.id)).toEqual(['2025-05-28t1730-summary']);
    expect(summit.updates!.filter((update) => update.key)).toHaveLength(2);
    expect(getArticles().filter((article) => article.live)).toHaveLength(1);
  });
});
