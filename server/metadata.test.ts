import { documentTitle, pageMetadata, TITLE_LIMIT } from './metadata';
import { absoluteUrl } from '@/lib/routes';

describe('documentTitle', () => {
  it('adds the site name when the whole fits', () => {
    expect(documentTitle('Technology')).toBe('Technology | Pacific Ledger');
  });

  it('drops the site name from a headline that would not fit with it', () => {
    const headline = 'Rural Clinics Expand Telehealth Services as Patients Weigh Convenience';
    expect(headline.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(documentTitle(headline)).toBe(headline);
  });

  it('keeps the whole of a longer headline, never cut', () => {
    const headline = 'Phone-Based Earthquake Early-Warning Alerts Expand: How They Work and Their Limits';
    expect(headline.length).toBeGreaterThan(TITLE_LIMIT);
    expect(documentTitle(headline)).toBe(headline);
  });
});

describe('pageMetadata', () => {
  const image = { path: '/generated/share/site.jpg', alt: 'The logo' };

  it('names the page’s text-only copy as an alternate, where it has one', () => {
    const types = (path: string) => pageMetadata({ title: 'A page', description: 'What it is.', path, image }).alternates?.types;
    expect(types('/news/a-story/')?.['text/html']).toEqual([{ title: 'Text-only', url: absoluteUrl('/lite/news/a-story/') }]);
    expect(types('/search/')?.['text/html']).toBeUndefined();
  });
});

describe('the language versions a page names (hreflang)', () => {
  const image = { path: '/generated/share/site.jpg', alt: 'The logo' };
  const languages = (path: string) =>
    pageMetadata({ title: 'A page', description: 'What it is.', path, image }).alternates?.languages;

  it('are the same page in every edition, for a section, a topic, an author, a standing page and the front page', () => {
    for (const path of ['/', '/category/tech/', '/topic/water/', '/author/maya-okafor/', '/about/', '/topics/', '/corrections/'])
      expect(languages(path)).toEqual({
        'en-US': absoluteUrl(path),
        'es-US': absoluteUrl(`/es${path}`),
        'x-default': absoluteUrl(path),
      });
  });

  it('are none for an archive page, whose number covers other days in another edition', () => {
    expect(languages('/category/tech/page/2/')).toBeUndefined();
  });
});
