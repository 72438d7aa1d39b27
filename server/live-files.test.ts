/** @jest-environment node */
import { editions } from '@/lib/editions';
import { getArticle, getArticles } from './articles';
import { liveFileContent, liveFileParams, NO_LIVE_STORY } from './live-files';

describe('the live files', () => {
  it('are written for live stories alone, in every edition: one with none gives the folder of no story', () => {
    for (const edition of editions) {
      const params = liveFileParams(edition);
      const stories = [...new Set(params.map(({ slug }) => slug))];
      const live = getArticles(undefined, edition).filter((story) => story.live);
      expect(stories).toEqual(live.length > 0 ? live.map(({ slug }) => slug) : [NO_LIVE_STORY.slug]);
    }
  });

  it('of no story is a name no story can have, and a file the route can write', () => {
    expect(getArticle(NO_LIVE_STORY.slug)).toBeNull();
    expect(NO_LIVE_STORY.slug).not.toMatch(/^[a-z0-9-]+$/);
    expect(liveFileContent(NO_LIVE_STORY)).toEqual({});
  });
});
