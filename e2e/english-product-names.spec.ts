import type { Page } from '@playwright/test';
import { mutationHeaders } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

// A product's English name (name_en, written by staff at /admin/products) is what the English
// storefront calls the product: its card, its page (title, breadcrumb, head), the search
// suggestions, which find it by its English words, and the cart line. The Vietnamese storefront
// keeps the Vietnamese name.

const TAG = Date.now().toString(36).toLowerCase();
const SKU = `EN${TAG.toUpperCase()}`;
const NAME_VI = `Cảm biến ánh sáng thử nghiệm ${SKU}`;
// "Luxmeter…" is a word only the English name has, so only an index of English names finds it.
const WORD_EN = `luxmeter${TAG}`;
const NAME_EN = `Ambient light sensor ${WORD_EN}`;

async function createProduct(staff: Page, sku: string, name: string): Promise<number> {
  const options = (await (await staff.request.get('/v1/admin/products/options')).json()) as { categories: { id: number }[] };
  const response = await staff.request.post('/v1/admin/products', {
    headers: await mutationHeaders(staff.request),
    data: {
      name, name_en: '', mpn: `LS-${sku}`, sku, supplier_id: null, category_id: options.categories[0]!.id, package: '', description: '',
      unit: 'Cái', multiples: 1, step: 1, datasheet_url: '', property_ids: [], prices: [{ quantity: 1, price: 15_000 }], inventory: 25, visible: true, preferred: false,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('staff give a product its English name; the English storefront shows it on the card, the product page, the suggestions and the cart', async ({ staff, page }) => {
  test.setTimeout(90_000);
  const id = await createProduct(staff, SKU, NAME_VI);

  // Staff write the English name in the product editor.
  await staff.goto(`/admin/products/${id}`);
  await staff.getByLabel('Tên (tiếng Anh)', { exact: true }).fill(NAME_EN);
  await staff.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(staff.getByText('Đã lưu. Cửa hàng cập nhật trong vài giây.')).toBeVisible();
  const slug = (await staff.getByRole('link', { name: 'Xem trên cửa hàng' }).getAttribute('href'))!.replace('/products/', '');

  // A shopper on the English storefront.
  await page.goto('/lang/en');
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME_EN })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(NAME_EN);
  await expect(page).toHaveTitle(new RegExp(NAME_EN));
  // The server-rendered head (what a link preview reads) is English too.
  const html = await (await page.request.get(`/products/${slug}`)).text();
  expect(html).toContain(`<title>${NAME_EN} — `);
  expect(html).toContain(`"name":"${NAME_EN}"`);
  await expect(page.getByText(NAME_VI)).toHaveCount(0);

  // The cart line carries the English name.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();
  await page.goto('/carts');
  await expect(page.getByRole('link', { name: NAME_EN }).first()).toBeVisible();
  await expect(page.getByText(NAME_VI)).toHaveCount(0);

  // Search finds the English word once the catalogue index has rebuilt (the name is in its words):
  // the suggestion and the result card both name the product in English.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(async () => {
    await box.fill('');
    await box.fill(WORD_EN);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: new RegExp(NAME_EN) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await page.goto(`/products?search=${WORD_EN}&view_ga=true`);
  await expect(page.getByRole('link', { name: NAME_EN }).first()).toBeVisible();
  await expect(page.getByText(NAME_VI)).toHaveCount(0);

  // The Vietnamese storefront keeps the Vietnamese name.
  await page.goto('/lang/vi');
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME_VI })).toBeVisible();
});

test('a product without an English name keeps its Vietnamese name on the English storefront', async ({ staff, page }) => {
  const name = `Tụ gốm thử nghiệm ${SKU}V`;
  const id = await createProduct(staff, `${SKU}V`, name);
  const { product } = (await (await staff.request.get(`/v1/admin/products/${id}`)).json()) as { product: { slug: string } };
  await page.goto('/lang/en');
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
});
