import writeXlsxFile from 'write-excel-file/universal';
import { registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

// Staff import parts from a file at /admin/products/import: the dry run shows the rows to create
// and the rows refused with their reason, applying writes them (in batches, one transaction
// each), the same file again has nothing to change, and a customer finds the new part in search
// once the catalogue index has followed. Customers get the 403 screen and the API's 403.

const TAG = `IMP${Date.now().toString(36).toUpperCase()}`;
const NAME = `Điện trở nhập thử ${TAG}`;

/** A shop's own price list, Vietnamese headers, as it comes out of Excel saved as CSV. */
function priceList(): Buffer {
  const rows = [
    'Mã hàng,MPN,Tên sản phẩm,Nhóm,Danh mục,Kiểu chân,Tồn kho,Giá',
    `${TAG}1,RC-${TAG}-1,${NAME},Resistors,Chip Resistor - Surface Mount,0603,"2.500","1:300; 100:200"`,
    `${TAG}2,RC-${TAG}-2,Điện trở nhập thử ${TAG} B,Resistors,Chip Resistor - Surface Mount,0402,100,500`,
    `${TAG}3,RC-${TAG}-3,Linh kiện lạc nhóm ${TAG},Không có nhóm này,Không có,0603,5,900`,
  ];
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

test('customers get the 403 screen on /admin/products/import and from its API', async ({ page }) => {
  await registerAccount(page.request, 'customer');
  await page.goto('/admin/products/import');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByLabel('Tệp sản phẩm')).toHaveCount(0);
  expect((await page.request.post('/v1/admin/products/import/check', { multipart: { file: { name: 'a.csv', mimeType: 'text/csv', buffer: priceList() } } })).status()).toBe(403);
});

test('staff import a price list: dry run, apply, the same file again changes nothing, a customer finds the new part', async ({ staff, page }) => {
  // Two dry runs, an apply and the catalogue index's rebuild for new products (spaced by its last
  // build) do not fit the default 30 s on a busy machine.
  test.slow();
  await staff.goto('/admin/products');
  await staff.getByRole('link', { name: 'Nhập từ tệp' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Nhập sản phẩm từ tệp' })).toBeVisible();

  // Nothing chosen: the reason beside the input.
  await staff.getByRole('button', { name: 'Kiểm tra (chạy thử)' }).click();
  await expect(staff.getByLabel('Tệp sản phẩm')).toHaveAccessibleDescription('Hãy chọn một tệp.');

  // The dry run.
  await staff.getByLabel('Tệp sản phẩm').setInputFiles({ name: 'bang-gia.csv', mimeType: 'text/csv', buffer: priceList() });
  await staff.getByRole('button', { name: 'Kiểm tra (chạy thử)' }).click();
  const result = staff.getByRole('region', { name: '2. Kết quả chạy thử' });
  await expect(result.getByRole('definition').first()).toHaveText('2');
  await expect(result.getByRole('row', { name: new RegExp(`${TAG}3`) })).toContainText('Danh mục: không tìm thấy danh mục này');
  await expect(result.getByRole('row', { name: new RegExp(`${TAG}1`) })).toContainText('Tạo mới');
  // Nothing written yet.
  expect((await (await staff.request.get(`/v1/admin/products?q=${TAG}1`)).json()).data).toHaveLength(0);

  // Apply, with the progress shown.
  await result.getByRole('button', { name: 'Áp dụng 2 thay đổi' }).click();
  await expect(result.getByText('Đã nhập xong: 2 sản phẩm mới, 0 sản phẩm cập nhật, 0 dòng không đổi.')).toBeVisible();
  await expect(result.getByRole('progressbar', { name: 'Đã áp dụng 2 / 2 dòng' })).toBeVisible();

  // The same file again: nothing to create or change.
  await staff.getByLabel('Tệp sản phẩm').setInputFiles({ name: 'bang-gia.csv', mimeType: 'text/csv', buffer: priceList() });
  await staff.getByRole('button', { name: 'Kiểm tra (chạy thử)' }).click();
  await expect(result.getByText('Không có gì để thay đổi.')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Áp dụng 0 thay đổi' })).toBeDisabled();

  // A customer (a guest here) finds the new part in search once the index has rebuilt, at its price
  // (rebuilds are spaced by four times the last build: under load that is tens of seconds).
  await expect(async () => {
    await page.goto(`/products?search=${TAG}1`);
    await expect(page.getByRole('link', { name: NAME }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('link', { name: NAME }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(/2\.500/).first()).toBeVisible();

  // The product's history names the import.
  await staff.goto(`/admin/products?q=${TAG}1`);
  await staff.getByRole('link', { name: NAME }).click();
  await expect(staff.getByRole('region', { name: 'Lịch sử thay đổi' })).toContainText('tạo từ tệp nhập');
});

/** A workbook as a supplier sends it: a cover sheet of notes, new parts, then a stock count. */
async function supplierWorkbook(): Promise<Buffer> {
  const cells = (rows: (string | number)[][]) => rows.map((row) => row.map((value) => ({ value })));
  const blob = await writeXlsxFile([
    { sheet: 'Hướng dẫn', data: cells([['Bảng nhập kho — đọc trước khi nhập']]) },
    { sheet: 'Hàng mới', data: cells([['Mã hàng', 'MPN', 'Tên sản phẩm', 'Danh mục', 'Giá'], [`${TAG}S1`, `RS-${TAG}-1`, `Điện trở trang 2 ${TAG}`, 'Chip Resistor - Surface Mount', 400]]) },
    { sheet: 'Kiểm kho', data: cells([['Mã hàng', 'MPN', 'Tên sản phẩm', 'Danh mục', 'Tồn kho', 'Giá'], [`${TAG}S2`, `RS-${TAG}-2`, `Điện trở trang 3 ${TAG}`, 'Chip Resistor - Surface Mount', 70, 650]]) },
  ]).toBlob();
  return Buffer.from(await blob.arrayBuffer());
}

test('staff see which sheet of a workbook the dry run read, the others named, and run it again on another sheet', async ({ staff }) => {
  await staff.goto('/admin/products/import');
  await staff.getByLabel('Tệp sản phẩm').setInputFiles({ name: 'nhap-kho.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await supplierWorkbook() });
  await staff.getByRole('button', { name: 'Kiểm tra (chạy thử)' }).click();
  const result = staff.getByRole('region', { name: '2. Kết quả chạy thử' });
  // The cover sheet has no SKU or MPN column: the first sheet with one is read.
  await expect(result.getByText('Đã đọc trang tính “Hàng mới”.')).toBeVisible();
  await expect(result.getByText('Trang tính khác không được đọc: Hướng dẫn, Kiểm kho.')).toBeVisible();
  await expect(result.getByRole('row', { name: new RegExp(`${TAG}S1`) })).toContainText('Tạo mới');

  const sheet = result.getByLabel('Trang tính');
  await expect(sheet).toHaveValue('Hàng mới');
  await sheet.selectOption('Kiểm kho');
  await result.getByRole('button', { name: 'Chạy thử trang tính này' }).click();
  await expect(result.getByText('Đã đọc trang tính “Kiểm kho”.')).toBeVisible();
  await expect(result.getByText('Trang tính khác không được đọc: Hướng dẫn, Hàng mới.')).toBeVisible();
  await expect(result.getByRole('row', { name: new RegExp(`${TAG}S2`) })).toContainText('Tạo mới');
  await expect(result.getByRole('row', { name: new RegExp(`${TAG}S1`) })).toHaveCount(0);
  await expect(result.getByLabel('Trang tính')).toHaveValue('Kiểm kho');
  // A dry run only: nothing written.
  const found = (await (await staff.request.get(`/v1/admin/products?q=${TAG}S`)).json()) as { data: { sku: string }[] };
  expect(found.data.filter((product) => product.sku.startsWith(`${TAG}S`))).toEqual([]);
});

test('staff preview re-pricing from cost at another margin, and save the margin the catalogue is priced at', async ({ staff }) => {
  await staff.goto('/admin/products');
  await staff.getByRole('link', { name: 'Giá theo giá nhập' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Giá bán theo giá nhập' })).toBeVisible();
  const margin = staff.getByLabel('Lợi nhuận (%)');
  await expect(margin).toHaveValue('20');

  // A margin out of bounds is named beside the input.
  await margin.fill('-95');
  await staff.getByRole('button', { name: 'Xem trước' }).click();
  await expect(margin).toHaveAccessibleDescription('Nhập một số từ -90 đến 900.');

  // 25 %: most products would change, every one upwards (preview only: the journeys share the catalogue).
  await margin.fill('25');
  await staff.getByRole('button', { name: 'Xem trước' }).click();
  const preview = staff.getByRole('region', { name: 'Xem trước đổi giá' });
  await expect(preview.getByRole('definition').first()).toHaveText(/^\d{1,3}(\.\d{3})* \/ \d{1,3}(\.\d{3})*$/);
  await expect(preview.getByRole('definition').nth(2)).toHaveText(/^\+/);
  await expect(preview.getByRole('button', { name: /^Lưu lợi nhuận và đổi giá \d/ })).toBeVisible();

  // 20 %, the margin the demo catalogue was priced at: nothing changes, the margin is saved and recorded.
  await margin.fill('20');
  await staff.getByRole('button', { name: 'Xem trước' }).click();
  await expect(preview.getByRole('definition').nth(1)).toHaveText('—');
  await preview.getByRole('button', { name: 'Lưu lợi nhuận' }).click();
  await expect(staff.getByText('Đã lưu. 0 sản phẩm đổi giá; cửa hàng cập nhật trong vài giây.')).toBeVisible();
  const pricing = (await (await staff.request.get('/v1/admin/products/pricing')).json()) as { margin_percent: number };
  expect(pricing.margin_percent).toBe(20);
});
