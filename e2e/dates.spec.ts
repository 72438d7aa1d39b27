import { expect, test } from './support/test';
import { expectNoProblems, watchConsole } from './support/site';

const zones = [
  { timezoneId: 'America/Los_Angeles', locale: 'en-US' },
  { timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' },
  { timezoneId: 'Etc/GMT+12', locale: 'de-DE' },
];

for (const { timezoneId, locale } of zones) {
  test.describe(`in ${timezoneId} with locale ${locale}`, () => {
    test.use({ timezoneId, locale });

    test('cards and articles show the published calendar day, with no hydration warning', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await expect(page.locator('time[datetime^="2025-03-05"]').first()).toHaveText('Mar 05, 2025');

      await page.goto('/news/sierra-snowpack-water-outlook/');
      await expect(page.getByRole('main').locator('time[datetime^="2025-03-05"]').first()).toHaveText('March 5, 2025');

      await page.getByRole('link', { name: 'Back to California News' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'California News' })).toBeVisible();
      await expect(page.locator('time[datetime^="2025-03-05"]')).toHaveText('Mar 05, 2025');
      await page.waitForLoadState('networkidle');
      await expectNoProblems(problems);
    });
  });
}
