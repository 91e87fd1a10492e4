import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

// Staff run the catalogue at /admin/products: create a part, change its price and stock, add a
// picture; a customer sees the change on the product page and in search within seconds (the
// product page reads PostgreSQL, search goes through the catalogue index, which rebuilds when
// the catalogue version moves). Customers get the 403 screen and the API's 403.

const SKU = `E2E${Date.now().toString(36).toUpperCase()}`;
const NAME = `Cảm biến ánh sáng thử nghiệm ${SKU}`;

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

test('customers get the 403 screen on /admin/products and from its API', async ({ page }) => {
  await registerAccount(page.request, 'customer');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.get('/v1/admin/products')).status()).toBe(403);
});

test('a refused product form keeps what was typed and names each field', async ({ staff }) => {
  await staff.goto('/admin/products/new');
  await field(staff, 'Tên (tiếng Việt)').fill('Tụ thử nghiệm');
  await field(staff, 'Tồn kho').fill('nhiều');
  await staff.getByLabel('Đơn giá mức 1').fill('12.000');
  await staff.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(field(staff, 'Mã nhà sản xuất (MPN)')).toBeFocused();
  await expect(field(staff, 'Mã nhà sản xuất (MPN)')).toHaveAccessibleDescription('Vui lòng nhập thông tin này.');
  await expect(field(staff, 'Tồn kho')).toHaveAccessibleDescription('Giá trị chưa hợp lệ.');
  await expect(field(staff, 'Danh mục')).toHaveAccessibleDescription('Vui lòng nhập thông tin này.');
  await expect(field(staff, 'Tồn kho')).toHaveValue('nhiều');
  await expect(field(staff, 'Tên (tiếng Việt)')).toHaveValue('Tụ thử nghiệm');
});

test('staff create a part, change its price and stock and add a picture; a customer sees it on the product page and in search', async ({ staff, page }) => {
  // Create.
  await staff.goto('/admin/products');
  await staff.getByRole('link', { name: 'Thêm sản phẩm' }).click();
  await field(staff, 'Tên (tiếng Việt)').fill(NAME);
  await field(staff, 'Mã nhà sản xuất (MPN)').fill(`LS-${SKU}`);
  await field(staff, 'Mã SKU').fill(SKU);
  await field(staff, 'Danh mục').selectOption({ index: 1 });
  await field(staff, 'Tồn kho').fill('10');
  await staff.getByLabel('Đơn giá mức 1').fill('15000');
  await staff.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(staff.getByRole('heading', { name: 'Sửa sản phẩm' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Lịch sử thay đổi' })).toContainText('tạo sản phẩm');

  // Change the price and the stock.
  await staff.getByLabel('Đơn giá mức 1').fill('23400');
  await expect(staff.getByRole('cell', { name: /^\$/ })).toBeVisible();
  await field(staff, 'Tồn kho').fill('4321');
  await staff.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(staff.getByText('Đã lưu. Cửa hàng cập nhật trong vài giây.')).toBeVisible();
  const history = staff.getByRole('region', { name: 'Lịch sử thay đổi' });
  await expect(history).toContainText('inventory: 10 → 4321');
  await expect(history).toContainText('prices: 1+: 15000 → 1+: 23400');

  // Add a picture.
  const picture = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#1b7f3b' } }).png().toBuffer();
  const uploaded = staff.waitForResponse((response) => response.url().includes('/pictures') && response.request().method() === 'POST');
  await staff.getByLabel('Thêm hình (PNG, JPEG hoặc WebP, tối đa 5 MB)').setInputFiles({ name: 'sensor.png', mimeType: 'image/png', buffer: picture });
  const { images } = (await (await uploaded).json()) as { images: { id: number }[] };
  await expect(staff.getByRole('img', { name: 'Hình chính' })).toBeVisible();
  await expect(history).toContainText('thêm hình');
  const slug = (await staff.getByRole('link', { name: 'Xem trên cửa hàng' }).getAttribute('href'))!.replace('/products/', '');

  // A customer (a guest here) sees the new price, stock and picture on the product page.
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(/23\.400/).first()).toBeVisible();
  await expect(page.getByText(/4\.321/).first()).toBeVisible();
  await expect(page.locator(`img[src*="/${images[0]!.id}.jpg"]`).first()).toBeVisible();

  // ...and finds it in search once the catalogue index has rebuilt (a new product is structural).
  await expect(async () => {
    await page.goto(`/products?search=${SKU}`);
    await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/23\.400/).first()).toBeVisible();

  // Staff find it in their list through the same index, with its picture and price.
  await staff.goto(`/admin/products?q=${SKU}`);
  await expect(staff.getByRole('link', { name: NAME })).toBeVisible();
  await expect(staff.getByRole('cell', { name: /23\.400/ })).toBeVisible();
});

test('staff change the price of several products at once, after a preview', async ({ staff }) => {
  const headers = await mutationHeaders(staff.request);
  const tag = `BLK${Date.now().toString(36).toUpperCase()}`;
  const category = ((await (await staff.request.get('/v1/admin/products/options')).json()) as { categories: { id: number }[] }).categories[0]!.id;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const response = await staff.request.post('/v1/admin/products', {
      headers,
      data: { name: `Điện trở thử nghiệm ${tag}-${n}`, name_en: '', mpn: `${tag}-${n}`, sku: `${tag}${n}`, supplier_id: null, category_id: category, package: '', description: '', unit: 'Cái', multiples: 1, step: 1, datasheet_url: '', property_ids: [], prices: [{ quantity: 1, price: 10_000 }], inventory: 5, visible: true, preferred: false },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  // New products are found once the catalogue index has rebuilt.
  await expect(async () => {
    await staff.goto(`/admin/products?q=${tag}`);
    await expect(staff.getByRole('checkbox', { name: `Chọn ${tag}2` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await staff.getByRole('checkbox', { name: `Chọn ${tag}1` }).check();
  await staff.getByRole('checkbox', { name: `Chọn ${tag}2` }).check();
  const bulk = staff.getByRole('region', { name: 'Sửa hàng loạt 2 sản phẩm đã chọn' });
  await bulk.getByLabel('Phần trăm (+ tăng, − giảm)').fill('12');
  await bulk.getByRole('button', { name: 'Xem trước' }).click();
  await expect(bulk.getByRole('row', { name: new RegExp(`${tag}1`) })).toContainText('1+: 11.200');
  await bulk.getByRole('button', { name: 'Áp dụng cho 2 sản phẩm' }).click();
  await expect(staff.getByText('Đã cập nhật 2 sản phẩm.')).toBeVisible();
  for (const id of ids) {
    const { product, history } = (await (await staff.request.get(`/v1/admin/products/${id}`)).json()) as { product: { prices: { price: number }[] }; history: { action: string }[] };
    expect(product.prices[0]!.price).toBe(11_200);
    expect(history[0]!.action).toBe('bulk_update');
  }
});
