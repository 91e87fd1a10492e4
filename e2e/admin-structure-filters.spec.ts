import { mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { changeShopData } from './support/shop-database.ts';

// Staff add a filter group and its values on /admin/filters and merge a duplicate value into the
// one it repeats ("0603 (1608)" into "0603"); a shopper's listing then offers one value carrying
// every product of both, in Vietnamese and English. Customers get a 403 screen and a 403 from the
// API. The products and the category are the test's own, so the demo catalogue stays as it is.

const RUN = Date.now().toString(36);

test('customers get a 403 screen on /admin/filters and from its API', async ({ page }) => {
  await registerAccount(page.request, 'customer');
  await page.goto('/admin/filters');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  expect((await page.request.get('/v1/admin/filters')).status()).toBe(403);
  const headers = await mutationHeaders(page.request);
  expect((await page.request.post('/v1/admin/filters', { headers, data: { name: 'X', name_en: 'X', group_id: null } })).status()).toBe(403);
});

test('staff create a filter group and values, merge a duplicate; the listing offers the merged value in vi and en', async ({ page, staff }) => {
  // A staff journey of a dozen steps, then a wait for the storefront's index, which rebuilds in
  // the background spaced by its last build (LiveCatalogSearch): more than the default 30 s budget.
  test.setTimeout(90_000);
  const headers = await mutationHeaders(staff.request);
  const slug = `bo-loc-thu-${RUN}`;
  const created = await staff.request.post('/v1/admin/categories', { headers, data: { name: `Bộ lọc thử ${RUN}`, name_en: `Filter test ${RUN}`, slug, parent_id: null } });
  expect(created.status()).toBe(201);
  const categoryId = ((await created.json()) as { id: number }).id;
  const skus = [0, 1, 2].map((index) => `FLT-${RUN}-${index}`.toUpperCase());
  for (const sku of skus) {
    await changeShopData(
      `insert into products (slug, name, sku, mpn, subject_id, price, inventory, created_at, updated_at)
       values ($1, $2, $3, $3, $4, 9000, 40, now(), now())`,
      [sku.toLowerCase(), `Tụ thử ${sku}`, sku, categoryId],
    );
  }

  await staff.goto('/admin/filters');
  await expect(staff.getByRole('heading', { name: 'Bộ lọc sản phẩm', level: 1 })).toBeVisible();
  // A group with the form: a missing English name is refused beside its input first.
  await staff.getByRole('button', { name: 'Thêm nhóm lọc' }).click();
  await staff.getByLabel('Tên (tiếng Việt)').fill(`Kiểu chân ${RUN}`);
  await staff.getByRole('button', { name: 'Tạo nhóm lọc' }).click();
  await expect(staff.getByLabel('Tên (tiếng Anh)')).toHaveAccessibleDescription(/Vui lòng/);
  await staff.getByLabel('Tên (tiếng Anh)').fill(`Package ${RUN}`);
  await staff.getByRole('button', { name: 'Tạo nhóm lọc' }).click();
  await expect(staff.getByRole('heading', { name: `Kiểu chân ${RUN}`, level: 2 })).toBeVisible();

  // Two values of the group with the panel's form.
  const panel = staff.getByRole('region', { name: `Kiểu chân ${RUN}` });
  for (const [name, nameEn] of [
    [`0603 ${RUN}`, `0603 ${RUN} (en)`],
    [`0603 (1608) ${RUN}`, `0603 (1608) ${RUN} (en)`],
  ]) {
    await panel.getByRole('button', { name: 'Thêm giá trị' }).click();
    await panel.getByLabel('Tên (tiếng Việt)').last().fill(name!);
    await panel.getByLabel('Tên (tiếng Anh)').last().fill(nameEn!);
    await panel.getByRole('button', { name: 'Tạo giá trị' }).click();
    await expect(panel.getByRole('list', { name: 'Các giá trị của nhóm' }).getByRole('button', { name: new RegExp(`^${name!.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  }

  // Products carry the values (the product editor is another journey): two the first, one the duplicate.
  const groups = ((await (await staff.request.get('/v1/admin/filters')).json()) as { groups: { name: string; values: { id: number; name: string }[] }[] }).groups;
  const values = groups.find((group) => group.name === `Kiểu chân ${RUN}`)!.values;
  const [keep, duplicate] = [values.find((value) => value.name === `0603 ${RUN}`)!, values.find((value) => value.name === `0603 (1608) ${RUN}`)!];
  for (const [sku, valueId] of [
    [skus[0], keep.id],
    [skus[1], keep.id],
    [skus[2], duplicate.id],
  ] as const) {
    await changeShopData('insert into product_properties (product_id, property_id) select id, $2 from products where sku = $1', [sku, valueId]);
  }

  // Merge the duplicate into the value it repeats, confirming in the dialog.
  await staff.reload();
  await staff.getByRole('list', { name: 'Các nhóm lọc' }).getByRole('button', { name: new RegExp(`^Kiểu chân ${RUN}`) }).click();
  const values1 = panel.getByRole('list', { name: 'Các giá trị của nhóm' });
  await values1.getByRole('button', { name: new RegExp(`^0603 \\(1608\\) ${RUN}`) }).click();
  await panel.getByLabel('Gộp vào', { exact: true }).selectOption({ label: `0603 ${RUN} (2)` });
  await panel.getByRole('button', { name: 'Gộp', exact: true }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Gộp giá trị' });
  await expect(dialog).toContainText(`Gộp "0603 (1608) ${RUN}" (1 sản phẩm) vào "0603 ${RUN}"?`);
  await dialog.getByRole('button', { name: 'Gộp', exact: true }).click();
  await expect(values1.getByRole('button', { name: new RegExp(`^0603 \\(1608\\)`) })).toHaveCount(0);
  await expect(values1.getByRole('listitem').filter({ hasText: `0603 ${RUN}` })).toContainText('3');
  await values1.getByRole('button', { name: new RegExp(`^0603 ${RUN}`) }).click();
  const valueEditor = panel.getByRole('group', { name: `Giá trị “0603 ${RUN}” · 3 sản phẩm` });
  await expect(valueEditor.getByRole('list', { name: 'Lịch sử thay đổi' })).toContainText('merge_in');

  // The shopper's listing follows within seconds: one value with the three products.
  await expect(async () => {
    await page.goto(`/product/${slug}`);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^0603 ${RUN}.*3`) })).toBeVisible({ timeout: 1_000 });
    await expect(page.getByRole('checkbox', { name: /0603 \(1608\)/ })).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  // The English storefront names the group and value in English.
  await page.goto('/lang/en');
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('button', { name: new RegExp(`Package ${RUN}`) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^0603 ${RUN} \\(en\\).*3`) })).toBeVisible();
});
