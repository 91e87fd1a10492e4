import { expect, test } from './support/fixtures.ts';

test('menu → category → filter → product → gallery → add to cart', async ({ page, cataloguePage, productPage, cartPage, header }) => {
  await page.goto('/');

  // Mega-menu: level 1 on hover shows level 2; a level-2 entry leads to its listing.
  const nav = cataloguePage.menu;
  await nav.getByRole('button', { name: 'Danh mục sản phẩm' }).click();
  await nav.getByRole('link', { name: /^Điện trở/ }).first().hover();
  // A level-2 entry opens its level-3 list with a back control (spec §2).
  await nav.getByRole('link', { name: /Điện trở dán SMD/ }).first().click();
  await expect(nav.getByRole('button', { name: 'Quay lại Điện trở' })).toBeVisible();
  await nav.getByRole('link', { name: /^Tất cả Điện trở dán SMD/ }).click();
  await expect(page).toHaveURL(/\/product\/dien-tro-dan-smd$/);
  await expect(cataloguePage.heading).toHaveText(/Điện trở dán SMD/);

  // Go to page 2 first, so we can see a filter change drop the page parameter.
  await cataloguePage.pageLink(2).click();
  await expect(page).toHaveURL(/[?&]page=2/);

  // Filter panel: Apply is disabled until something is chosen; a value toggles on click.
  const apply = cataloguePage.apply;
  await expect(apply).toBeDisabled();
  const value0603 = cataloguePage.filterValue(/^0603\b/);
  await value0603.check();
  await expect(apply).toBeEnabled();
  // With 0603 chosen, package values still count (own group is left out), while values of other
  // groups that no 0603 resistor has become disabled.
  await expect(page.locator('input[type="checkbox"]:disabled').first()).toBeAttached();
  await apply.click();

  await expect(page).toHaveURL(/[?&]prid=\d+/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('link', { name: /Bỏ lọc: Kiểu chân: 0603/ })).toBeVisible();

  // Every product now listed is a 0603 part.
  const firstRow = page.getByRole('link', { name: /0603/ }).first();
  await expect(firstRow).toBeVisible();

  // Sorting by price keeps the filter; the dearest 0603 resistor has real volume breaks.
  // The product is picked from the sorted list, once it has arrived and replaced the old one.
  const sorted = page.waitForResponse((response) => response.url().includes('order_sort=price_desc') && response.ok());
  await cataloguePage.sort.selectOption('price_desc');
  await sorted;
  await expect(page).toHaveURL(/[?&]order_sort=price_desc/);
  await expect(page).toHaveURL(/[?&]prid=\d+/);
  await expect(cataloguePage.busy).toHaveCount(0);

  // Open a product from the results.
  const productLink = cataloguePage.productLinks.first();
  const href = await productLink.getAttribute('href');
  await productLink.click();
  await expect(page).toHaveURL(href!);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByText(/C\d+/).first()).toBeVisible();

  // Gallery: the main picture opens a lightbox that moves by keyboard and closes on Escape.
  await page.getByRole('button', { name: /Xem ảnh lớn/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('2 / 2');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Volume prices and quantity: the field starts at the minimum, plus adds the step (named on
  // the button, "Tăng 1"); add to cart writes to the local cart.
  await expect(page.getByRole('table').filter({ hasText: /đ/ }).first()).toBeVisible();
  await expect(page.getByText(/tiết kiệm \d+%/).first()).toBeVisible();
  const quantity = productPage.quantity;
  const start = Number(await quantity.inputValue());
  expect(start).toBeGreaterThanOrEqual(1);
  const plus = productPage.plus;
  const step = Number((await plus.getAttribute('aria-label'))?.replace(/\D/g, ''));
  expect(step).toBeGreaterThanOrEqual(1);
  await plus.click();
  await expect(quantity).toHaveValue(String(start + step));
  await productPage.addToCart();
  await expect(header.cartLink).toContainText('1');

  // The line survives a reload (the local cart), and /carts lists exactly that one line.
  await page.reload();
  await expect(header.cartLink).toContainText('1');
  const name = (await title.textContent())!.trim();
  await cartPage.goto();
  await expect(cartPage.selectAll(1)).toBeVisible();
  await expect(cartPage.line(name)).toBeVisible();
});

test('an unknown product slug is a real 404 and a reserved name is never a product', async ({ page }) => {
  const response = await page.goto('/khong-co-linh-kien-nay');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Không tìm thấy/);
  // /tin-tuc is the news list, a reserved name: answered as news, never read as a product slug.
  expect((await page.goto('/tin-tuc'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tin tức');
});

test('the product HTML carries schema.org Product JSON-LD and a canonical URL', async ({ request }) => {
  const list = await (await request.get('/v1/products?category_id=61&number_view=24')).json();
  const product = list.products[0];
  const html = await (await request.get(`/${product.slug}`)).text();
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(jsonLd).toBeTruthy();
  const data = JSON.parse(jsonLd!);
  expect(data).toMatchObject({ '@type': 'Product', sku: product.sku, mpn: product.mpn });
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/products/${product.slug}"`));
});
