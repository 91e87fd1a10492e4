import { expect as playwrightExpect, type APIRequestContext } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/place-order.ts';

// Staff change a province's delivery fee on /admin/settings; a customer whose address is in that
// province sees the new fee at checkout and orders with it (the server recomputes the same fee).
// Tỉnh Lai Châu is a province no other journey delivers to, so the change stays inside this one.

const PROVINCE = 'Tỉnh Lai Châu';

/** A default delivery address in the first ward of PROVINCE, through the locations API. */
async function addressInProvince(request: APIRequestContext): Promise<void> {
  type Locations = { locations: { id: number; name: string }[] };
  const countries = (await (await request.get('/v1/countries')).json()) as { countries: { id: number; iso_code: string }[] };
  const countryId = countries.countries.find((country) => country.iso_code === 'vn')!.id;
  const provinces = (await (await request.get(`/v1/locations?country_id=${countryId}`)).json()) as Locations;
  const province = provinces.locations.find((location) => location.name === PROVINCE)!;
  const wards = (await (await request.get(`/v1/locations?parent_id=${province.id}`)).json()) as Locations;
  const saved = await request.post('/user/delivery-addresses', {
    headers: await mutationHeaders(request),
    data: { name: 'Lò Văn Sơn', phone: '0912 345 678', address: '5 Đường 19/5', country_id: countryId, province_id: province.id, ward_id: wards.locations[0]!.id },
  });
  playwrightExpect(saved.ok()).toBe(true);
}

test('customers get a 403 screen on /admin/settings and from its API', async ({ page }) => {
  await registerAccount(page.request, 'customer');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  expect((await page.request.get('/v1/admin/settings/delivery-fees')).status()).toBe(403);
});

test('staff change a delivery fee and the checkout charges it', async ({ page, staff }) => {
  await staff.goto('/admin');
  await staff.getByRole('link', { name: 'Cài đặt' }).click();
  await expect(staff.getByRole('heading', { name: 'Cài đặt cửa hàng', level: 1 })).toBeVisible();
  const fee = staff.getByRole('textbox', { name: PROVINCE });
  // A fee that is not whole hundreds is refused beside the input.
  await fee.fill('47050');
  await staff.getByRole('button', { name: `Lưu phí giao hàng ${PROVINCE}` }).click();
  await expect(staff.getByText('Phí phải tròn trăm đồng.')).toBeVisible();
  await fee.fill('47000');
  await staff.getByRole('button', { name: `Lưu phí giao hàng ${PROVINCE}` }).click();
  await expect(staff.getByRole('row', { name: new RegExp(PROVINCE) })).toContainText('47.000 đ');
  await expect(staff.getByRole('region', { name: 'Thay đổi gần đây' })).toContainText(`${PROVINCE}:`);

  await registerAccount(page.request, 'laichau');
  await addressInProvince(page.request);
  // The address is in PROVINCE already (addressInProvince); the order's total charges the new fee.
  await placeOrder(page, {
    address: false,
    fill: async (checkout) => {
      await expect(checkout.getByLabel('Tổng đơn hàng').locator('div').filter({ hasText: 'Phí giao hàng' }).getByRole('definition')).toHaveText('47.000 đ');
    },
  });
});

test('staff see a wrong exchange rate refused beside its input, and a saved rate is the one the API answers', async ({ staff }) => {
  await staff.goto('/admin/settings');
  const rate = staff.getByRole('textbox', { name: 'Tỷ giá (đồng / 1 USD)' });
  await expect(rate).not.toHaveValue('');
  const before = await rate.inputValue();
  const save = staff.getByRole('button', { name: 'Lưu tỷ giá' });
  await rate.fill('26 nghìn');
  await save.click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(staff.getByText('Nhập số đồng cho 1 USD, ví dụ 26000.')).toBeVisible();
  const savedRate = async () => ((await (await staff.request.get('/v1/admin/settings/exchange-rate')).json()) as { exchange_rate: number }).exchange_rate;
  expect(await savedRate()).toBe(Number(before));
  // A new rate is saved and said so; then the other journeys' rate is put back the same way.
  for (const value of [String(Number(before) + 100), before]) {
    await rate.fill(value);
    await save.click();
    await expect.poll(savedRate).toBe(Number(value));
    await expect(staff.getByRole('status').filter({ hasText: 'Đã lưu tỷ giá.' })).toBeAttached();
    await expect(rate).not.toHaveAttribute('aria-invalid');
  }
});
