import { expect, test } from './support/test';

const cases = [
  {
    from: '/#/news/european-night-trains-return',
    to: /\/news\/european-night-trains-return\/$/,
    h1: 'Night Trains Deserve',
  },
  { from: '/#/category/business', to: /\/category\/business\/$/, h1: 'Business' },
  { from: '/#/', to: /:\d+\/$/, h1: 'Pacific Ledger: top stories' },
];

for (const { from, to, h1 } of cases) {
  test(`the old hash link ${from} opens the clean URL`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
    expect(new URL(page.url()).hash).toBe('');
  });
}
