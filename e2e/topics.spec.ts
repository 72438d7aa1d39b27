import { XMLParser } from 'fast-xml-parser';
import { expect, test, type Page } from './support/test';
import { FEED_SIZE } from '../lib/pagination';
import { siteConfig } from '../lib/site';
import { articles, categories, expectNoProblems, topics, watchConsole } from './support/site';

/** Readers follow a subject across sections: each topic has its page, its feed, and its place on a story and in search. */

const topicOf = (id: string) => topics.find((topic) => topic.id === id)!;
/** A topic's stories as its page lists them: newest first, from every section. */
const storiesOn = (id: string) => articles.filter((article) => article.topics.includes(id));
/** The topic whose stories come from the most sections. */
const [widest] = [...topics].sort(
  (a, b) =>
    new Set(storiesOn(b.id).map((story) => story.category)).size - new Set(storiesOn(a.id).map((story) => story.category)).size,
);
const story = storiesOn(widest.id).find((candidate) => candidate.topics[0] !== widest.id) ?? storiesOn(widest.id)[0];

const storyLinks = async (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test("a story leads to its topics' pages, which list the topic's stories from several sections, newest first", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`/news/${story.slug}/`);
  const nav = page.getByRole('navigation', { name: 'Topics' });
  await expect(nav.getByRole('link')).toHaveText(story.topics.map((id) => topicOf(id).name));
  await nav.getByRole('link', { name: widest.name }).click();

  await expect(page).toHaveURL(`/topic/${widest.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(widest.name);
  await expect(page.getByText(widest.description)).toBeVisible();
  await expect(page).toHaveTitle(`${widest.name} | ${siteConfig.name}`);
  const expected = storiesOn(widest.id);
  expect(new Set(expected.map((article) => article.category)).size).toBeGreaterThan(1);
  expect(await storyLinks(page)).toEqual(expected.map((article) => `/news/${article.slug}/`));
  // Each card names its section: the list crosses them.
  for (const category of new Set(expected.map((article) => article.category)))
    await expect(
      page
        .getByRole('main')
        .getByText(categories.find(({ id }) => id === category)!.displayName, { exact: true })
        .first(),
    ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Topics']);
  await expectNoProblems(problems);
});

test('a topic page names its feed, its canonical address and its collection for crawlers, and the feed lists the same stories', async ({
  page,
  request,
}) => {
  await page.goto(`/topic/${widest.id}/`);
  const feedLink = page.locator(`link[rel="alternate"][type="application/rss+xml"][href$="/topic/${widest.id}/feed.xml"]`);
  await expect(feedLink).toHaveAttribute('title', `${siteConfig.name}: ${widest.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/topic/${widest.id}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${widest.name} | ${siteConfig.name}`);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const collection = data.find((entry) => entry['@type'] === 'CollectionPage');
  expect(collection).toMatchObject({ name: widest.name, description: widest.description });
  const listed = await storyLinks(page);
  expect(collection.mainEntity.itemListElement.map((item: { url: string }) => item.url.replace(siteConfig.url, ''))).toEqual(
    listed,
  );

  await expect(page.getByRole('link', { name: `Follow ${widest.name} by RSS` })).toHaveAttribute(
    'href',
    `/topic/${widest.id}/feed.xml`,
  );
  const feed = await request.get(`/topic/${widest.id}/feed.xml`);
  expect(feed.status()).toBe(200);
  const channel = new XMLParser().parse(await feed.text()).rss.channel;
  expect(channel.title).toBe(`${siteConfig.name}: ${widest.name}`);
  const items = [channel.item].flat();
  expect(items.map((item: { link: string }) => item.link.replace(siteConfig.url, ''))).toEqual(listed.slice(0, FEED_SIZE));
  expect([items[0].category].flat()).toContain(widest.name);
});

test('under a story, "More on" its main topic lists stories of other sections, none of them twice across the two lists', async ({
  page,
}) => {
  const main = topicOf(story.topics[0]);
  await page.goto(`/news/${story.slug}/`);
  const more = page.getByRole('region', { name: `More on ${main.name}` });
  await expect(more).toBeVisible();
  const linksOf = (region: ReturnType<Page['getByRole']>) =>
    region
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const moreLinks = await linksOf(more);
  const related = await linksOf(page.getByRole('region', { name: /^More / }).filter({ hasNotText: `More on ${main.name}` }));
  expect(moreLinks.length).toBeGreaterThan(0);
  expect(new Set([...moreLinks, ...related, `/news/${story.slug}/`]).size).toBe(moreLinks.length + related.length + 1);
  for (const href of moreLinks) expect(storiesOn(main.id).map((article) => `/news/${article.slug}/`)).toContain(href);
  await expect(more.getByRole('link', { name: `All stories on ${main.name}` })).toHaveAttribute('href', `/topic/${main.id}/`);
});

test('/topics/ lists every topic with its number of stories, each leading to its page', async ({ page }) => {
  await page.goto('/topics/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(topics.map((topic) => topic.name));
  for (const topic of topics) {
    const count = storiesOn(topic.id).length;
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: topic.name }) });
    await expect(item).toContainText(count === 1 ? '1 story' : `${count} stories`);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Topics' })).toHaveAttribute('href', '/topics/');
});

test('search narrows its results to a topic, and the address keeps it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/search/?q=water');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results for “water”$/);
  const total = Number((await page.getByRole('status').textContent())!.split(' ')[0]);
  await expect(page.getByRole('group', { name: 'Topic' })).toBeVisible();
  const topic = page.getByRole('group', { name: 'Topic' }).getByRole('checkbox', { name: /^Climate change \(\d+\)$/ });
  const inTopic = Number(
    /\((\d+)\)$/.exec(
      await page.locator('label', { has: page.getByRole('checkbox', { name: /^Climate change/ }) }).innerText(),
    )![1],
  );
  await topic.check();
  await expect(page).toHaveURL('/search/?q=water&topic=climate');
  await expect(page.getByRole('status')).toHaveText(`${inTopic} ${inTopic === 1 ? 'result' : 'results'} for “water”`);
  expect(inTopic).toBeLessThan(total);
  const onClimate = storiesOn('climate').map((article) => article.title);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(inTopic);
  for (const title of await headings.allTextContents()) expect(onClimate).toContain(title);
  await page.getByRole('button', { name: 'All topics' }).click();
  await expect(page).toHaveURL('/search/?q=water');
  await expectNoProblems(problems);
});
