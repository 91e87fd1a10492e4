import { expect as playwrightExpect, type APIRequestContext, type Page } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.ts';
import { OrdersPage } from './pages/orders-page.ts';
import { ProductPage } from './pages/product-page.ts';
import { addVietnameseAddress, mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { PART, placeOrder } from './support/place-order.ts';
import { changeShopData, setProfile } from './support/shop-database.ts';

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

type Week = ({ opens: string; closes: string; lunch: { from: string; to: string } | null } | null)[];
const DAY_NAMES = ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];

/** Today's and tomorrow's weekdays in shop time (Asia/Ho_Chi_Minh): the days the pickup picker can list. */
function shopWeekdays(): number[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return [weekday, (weekday + 1) % 7];
}

async function savedWeek(staff: Page): Promise<Week> {
  return ((await (await staff.request.get('/v1/admin/settings/opening-hours')).json()) as { opening_hours: Week }).opening_hours;
}

test('staff keep the shop open later; a customer collecting in the shop is offered the new last slot and orders with it', async ({ browser, staff }) => {
  // Two accounts, a product page, checkout and an order: 20 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(90_000);
  const before = await savedWeek(staff);
  try {
    await staff.goto('/admin/settings');
    const hours = staff.getByRole('form', { name: 'Giờ mở cửa và khung giờ nhận hàng' });
    const save = hours.getByRole('button', { name: 'Lưu giờ mở cửa' });
    const [today, tomorrow] = shopWeekdays() as [number, number];
    const first = hours.getByRole('group', { name: DAY_NAMES[today]! });
    // A closing time before the opening is refused beside its day, nothing saved.
    await first.getByLabel('Đóng lúc').fill('07:00');
    await save.click();
    await expect(first.getByText('Giờ đóng cửa phải sau giờ mở cửa.')).toBeVisible();
    expect(await savedWeek(staff)).toEqual(before);
    // Both days the picker may list close at 19:30: their last slot becomes 18:00–19:30.
    for (const weekday of [today, tomorrow]) {
      const day = hours.getByRole('group', { name: DAY_NAMES[weekday]! });
      if (!(await day.getByRole('checkbox', { name: 'Mở cửa' }).isChecked())) await day.getByRole('checkbox', { name: 'Mở cửa' }).check();
      await day.getByLabel('Đóng lúc').fill('19:30');
      await expect(day).toContainText('18:00–19:30');
    }
    await save.click();
    await expect(staff.getByRole('status').filter({ hasText: 'Đã lưu giờ mở cửa.' })).toBeAttached();
    expect((await savedWeek(staff))[tomorrow]?.closes).toBe('19:30');
    await hours.getByText(/Thay đổi gần đây/).click();
    await expect(hours.getByRole('listitem').first()).toContainText(`${DAY_NAMES[tomorrow]}: `);
    await expect(hours.getByRole('listitem').first()).toContainText('-19:30');

    // A customer who collects in the shop.
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = await registerAccount(page.request, 'pickup');
    await addVietnameseAddress(page.request);
    await setProfile(email, { country: 'vn', buyonshop: true });
    await new ProductPage(page).goto(PART.slug);
    await new ProductPage(page).addToCart(PART.quantity);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.radio('18:00 – 19:30').check();
    await checkout.field('Số điện thoại').fill('0912 345 678');
    await checkout.placeOrder();
    await expect(new OrdersPage(page).newest).toContainText(/Nhận tại cửa hàng:.*18:00-19:30/);
    // The footer says the new hours too.
    await expect(page.getByRole('contentinfo')).toContainText('19:30');
    await context.close();
  } finally {
    const restored = await staff.request.post('/v1/admin/settings/opening-hours', { headers: await mutationHeaders(staff.request), data: { opening_hours: before } });
    playwrightExpect(restored.ok()).toBe(true);
  }
});

test("staff change the bank account; a customer's bank-transfer order shows the new account to pay into", async ({ page, staff, ordersPage }) => {
  // Two accounts, a product page, checkout and an order: 20 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(90_000);
  try {
    await staff.goto('/admin/settings');
    const bank = staff.getByRole('form', { name: 'Tài khoản nhận chuyển khoản' });
    await bank.getByLabel('Ngân hàng', { exact: true }).fill('Techcombank - CN Hà Nội');
    await bank.getByLabel('Mã ngân hàng (BIN)').fill('97040');
    await bank.getByLabel('Số tài khoản').fill('1903 5555 8888 01');
    await bank.getByLabel('Chủ tài khoản').fill('CONG TY TNHH LINH KIEN VIET');
    await bank.getByRole('button', { name: 'Lưu tài khoản ngân hàng' }).click();
    // The shared rule refuses the 5-digit bank id beside its input, before anything is sent.
    await expect(bank.getByText('Mã ngân hàng (BIN) gồm đúng 6 chữ số, ví dụ 970436 (Vietcombank).')).toBeVisible();
    await expect(bank.getByLabel('Mã ngân hàng (BIN)')).toBeFocused();
    await bank.getByLabel('Mã ngân hàng (BIN)').fill('970407');
    await bank.getByRole('button', { name: 'Lưu tài khoản ngân hàng' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Đã lưu tài khoản ngân hàng.' })).toBeAttached();
    await expect(bank.getByLabel('Số tài khoản')).toHaveValue('19035555888801');
    await expect(bank).toContainText('Đơn chuyển khoản chưa thanh toán, e-mail xác nhận và mã VietQR hiện tài khoản này.');

    await registerAccount(page.request, 'transfer');
    const code = await placeOrder(page, { payment: 'Chuyển khoản ngân hàng' });
    const transfer = ordersPage.order(code).getByRole('region', { name: 'Thông tin chuyển khoản' });
    await expect(transfer).toContainText('Techcombank - CN Hà Nội');
    await expect(transfer).toContainText('19035555888801');
    await expect(transfer).toContainText('CONG TY TNHH LINH KIEN VIET');
  } finally {
    // Back to the server's configured account for the other journeys.
    await changeShopData('delete from shop_bank_account');
  }
});

test('staff see the margin beside the exchange rate and preview re-pricing from the settings screen', async ({ staff }) => {
  await staff.goto('/admin/settings');
  const rate = staff.getByRole('region', { name: 'Tỷ giá và lợi nhuận' });
  await expect(rate.getByRole('textbox', { name: 'Tỷ giá (đồng / 1 USD)' })).not.toHaveValue('');
  const margin = rate.getByRole('textbox', { name: 'Lợi nhuận (%)' });
  await expect(margin).not.toHaveValue('');
  await rate.getByRole('button', { name: 'Xem trước' }).click();
  await expect(rate.getByRole('region', { name: 'Xem trước đổi giá' })).toContainText('Sản phẩm đổi giá');
  await expect(rate.getByRole('button', { name: /^Lưu lợi nhuận/ })).toBeVisible();
});
