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

  it('keeps the whole of a longer headline, never cut', () => {
    const headline = 'Phone-Based Earthquake Early-Warning Alerts Expand: How They Work and Their Limits';
    expect(headline.length).toBeGreaterThan(TITLE_LIMIT);
    expect(documentTitle(headline)).toBe(headline);
  });
});
