import { documentTitle, TITLE_LIMIT } from './metadata';

describe('documentTitle', () => {
  it('adds the site name when the whole fits', () => {
    expect(documentTitle('Technology')).toBe('Technology | Pacific Ledger');
  });

  it('drops the site name from a headline that would not fit with it', () => {
    const headline = 'Rural Clinics Expand Telehealth Services as Patients Weigh Convenience';
    expect(headline.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(documentTitle(headline)).toBe(headline);
  });

  it('cuts a longer headline at a word, with an ellipsis, within the limit', () => {
    const title = documentTitle('Phone-Based Earthquake Early-Warning Alerts Expand: How They Work and Their Limits');
    expect(title).toBe('Phone-Based Earthquake Early-Warning Alerts Expand: How They Work and…');
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
  });
});
