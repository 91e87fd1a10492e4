import { expect, test } from '@playwright/test';

test('pages load without console errors or Content-Security-Policy violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  for (const path of ['/', '/product/dien-tro', '/lang/en', '/']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(problems).toEqual([]);
});
