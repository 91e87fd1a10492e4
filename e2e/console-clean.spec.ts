import { expect, test } from '@playwright/test';
import { collectProblems } from './support/page-problems.ts';

test('pages load without console errors or Content-Security-Policy violations', async ({ page }) => {
  const problems = await collectProblems(page);

  for (const path of ['/', '/product/dien-tro', '/lang/en', '/']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(problems).toEqual([]);
});
