import { expect, test, type Page } from '@playwright/test';

// The idle home page ran 560 off-screen skeleton shimmers on a phone. The
// main-thread figure itself is a benchmark (`npm run bench:idle`); here only what must hold.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

/** Running animations whose element is outside the viewport (or not laid out at all). */
function offScreenAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .flatMap((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (!target) return [];
        const box = target.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return visible ? [] : [`${(animation as CSSAnimation).animationName ?? 'animation'} on ${target.className}`];
      }),
  );
}

async function loadHomeAndIdle(page: Page) {
  await page.goto('/');
  // The first block's products are on the first screen.
  const first = page.getByRole('region', { name: 'Sản phẩm Quản lý nguồn (PMIC)' });
  await expect(first.getByRole('listitem').first()).toBeVisible();
  await page.waitForTimeout(3_000);
}

test('after load, the idle home page runs no animation off-screen', async ({ page }) => {
  await loadHomeAndIdle(page);
  expect(await offScreenAnimations(page)).toEqual([]);
});

test('under prefers-reduced-motion nothing on the home page animates, even while blocks load', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Showcases that never answer keep every block in its loading state.
  await page.route('**/v1/get-category-show**', () => {});
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
});

test('a lower block loads and mounts its products only when scrolled near, without moving the page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/get-category-show')) requested.push(new URL(request.url()).searchParams.get('parent_id')!);
  });
  await loadHomeAndIdle(page);
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });

  const switches = page.getByRole('region', { name: 'Công tắc, nút nhấn', exact: true });
  const switchProducts = page.getByRole('region', { name: 'Sản phẩm Công tắc, nút nhấn' });
  // Not built yet: its title, and a strip and a still card holding the height of the rest.
  await expect(switches).toBeAttached();
  await expect(switches.getByRole('link', { name: /^Công tắc DIP/ })).toHaveCount(0);
  await expect(switchProducts).toHaveCount(0);
  const menu = (await (await page.request.get('/v1/get-menu')).json()) as { categories: { id: number; name: string }[] };
  const switchesId = String(menu.categories.find((family) => family.name === 'Công tắc, nút nhấn')!.id);
  expect(requested).not.toContain(switchesId);

  // Scrolling down step by step, as a thumb does.
  for (let step = 0; step < 60 && (await switchProducts.count()) === 0; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(switches.getByRole('link', { name: /^Công tắc DIP/ })).toBeVisible();
  await expect(switchProducts.getByRole('listitem').first()).toBeVisible();
  expect(requested).toContain(switchesId);
  await page.waitForTimeout(1_000);
  expect(await offScreenAnimations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('families whose parts are all sold out get no home block; their page is still in the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quản lý nguồn (PMIC)', exact: true })).toBeVisible();
  // In the demo catalogue 'Rơ le' has 3 parts and 'Module nguồn' 12, none in stock.
  await expect(page.getByRole('region', { name: 'Rơ le', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Module nguồn', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Công tắc, nút nhấn', exact: true })).toBeAttached();
  const menu = await page.request.get('/v1/get-menu');
  const families = ((await menu.json()) as { categories: { name: string }[] }).categories.map((family) => family.name);
  expect(families).toContain('Rơ le');
});

test('the carousel buttons follow the row: previous turns on after next, off again back at the start', async ({ page }) => {
  // The edges are read once per scroll (scrollend), no longer on every frame of it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Sản phẩm Quản lý nguồn (PMIC)' });
  const previous = row.getByRole('button', { name: 'Sản phẩm trước' });
  const next = row.getByRole('button', { name: 'Sản phẩm tiếp theo' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});
