import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The e2e server serves the production build from dist/client (scripts/e2e-server.ts); changing
// its service worker file is what a new deploy does.
const SERVICE_WORKER = new URL('../dist/client/service-worker.js', import.meta.url);

test('a new deploy is offered through the update prompt and taken only when the user asks', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);

  const original = readFileSync(SERVICE_WORKER, 'utf8');
  try {
    writeFileSync(SERVICE_WORKER, `${original}\n// deploy ${Date.now()}\n`);
    // Every navigation makes the browser check the worker script for a new version.
    await page.goto('/product/dien-tro');

    const prompt = page.getByRole('status').filter({ hasText: 'Đã có phiên bản mới' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Not swapped in unasked: the old worker still controls the page while the new one waits.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Tải lại' }).click()]);
    await expect(page.getByText('Đã có phiên bản mới')).toBeHidden();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    await expect(page.getByRole('heading', { level: 1, name: 'Điện trở' })).toBeVisible();
  } finally {
    writeFileSync(SERVICE_WORKER, original);
  }
});
