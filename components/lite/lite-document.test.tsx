import { render, screen, within } from '@testing-library/react';
import { defaultEdition } from '@/lib/editions';
import { liteCopyOf, routes } from '@/lib/routes';
import { getArticles } from '@/server/articles';
import { messages } from '@/server/editions';
import { liteJob } from '@/server/lite';
import { pageKinds } from '@/server/page-kinds';
import { LitePage } from './lite-page';
import { LiteView } from './lite-document';

/** A story's text-only copy as the build draws it: its document worked out, then its page drawn. */
const page = async (slug: string) => {
  const { document } = liteJob(pageKinds.story, { slug }, defaultEdition);
  const language = { edition: defaultEdition, words: messages() };
  return render(
    <LitePage {...document.page} language={language}>
      <LiteView content={document.content} language={language} />
    </LitePage>,
  );
};
const slug = 'bay-area-transit-fare-pilot';
const story = getArticles().find((article) => article.slug === slug)!;

describe('the text-only copy of a story', () => {
  it('is drawn for every story', () => {
    expect(pageKinds.story.pages(defaultEdition)).toHaveLength(getArticles().length);
    expect(pageKinds.story.lite).toBeDefined();
  });

  it('keeps the byline, the dates and the corrections, and links within the text-only edition', async () => {
    const { container } = await page(slug);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      liteCopyOf(routes.author(story.author)),
    );
    expect(within(main).getByText('June 12, 2025')).toHaveAttribute('datetime', '2025-06-12T07:30:00-07:00');
    expect(within(main).getByRole('link', { name: 'This article was corrected on June 13, 2025.' })).toHaveAttribute(
      'href',
      '#corrections',
    );
    expect(within(main).getByRole('heading', { level: 2, name: 'Correction' }).closest('section')).toHaveAttribute(
      'id',
      'corrections',
    );
    const links = within(container)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(links.filter((href) => !href.startsWith('/lite/'))).toEqual([routes.article(slug)]);
    expect(screen.getByRole('link', { name: 'Full edition of this page' })).toHaveAttribute('href', routes.article(slug));
  });

  it('puts the picture in a closed disclosure that says what it shows and weighs, the picture lazy inside it', async () => {
    const { container } = await page(slug);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    const image = within(details).getByRole('img', { hidden: true, name: story.imageAlt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(
      within(details).getByText(new RegExp(`^Show the picture \\(\\d+(\\.\\d)? kB\\): ${story.imageAlt}$`)),
    ).toBeInTheDocument();
  });

  it('labels the type of work and says what it is, and sets opinion apart', async () => {
    await page('same-day-registration-turnout-report');
    expect(screen.getAllByText('Analysis')[0]).toHaveClass('kind');
    expect(screen.getByText(/Analysis interprets the news/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About our types of work' })).toHaveAttribute(
      'href',
      `${liteCopyOf(routes.page('about'))}#types-of-work`,
    );
    await page('european-night-trains-return');
    expect(screen.getAllByRole('main').at(-1)).toHaveClass('opinion');
  });

  it('reads a live story’s updates in full, the pinned one first, then newest first, each at its own anchor', async () => {
    const { container } = await page('pacific-islands-climate-summit');
    expect(screen.getByRole('heading', { level: 2, name: 'Updates' })).toBeInTheDocument();
    expect(screen.getByText(/This live coverage has ended\./)).toBeInTheDocument();
    expect([...container.querySelectorAll('article[id^="update-"]')].map((update) => update.id)).toEqual([
      'update-2025-05-28t1730-summary',
      'update-2025-05-28t1520-joint-statement',
      'update-2025-05-28t1405-sea-walls-and-relocation',
      'update-2025-05-28t1230-priority-projects',
      'update-2025-05-28t1110-years-to-first-payment',
      'update-2025-05-28t0900-final-day-opens',
    ]);
  });
});
