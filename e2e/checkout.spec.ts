import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { mutationHeaders, registerAccount, vietnameseAddress } from './support/api.ts';

// Issue 5 "/checkout (step 2)", "Placing the order", "/orders": Vietnam cash on delivery, pickup in
// the shop with the slot rules, the VAT company form, the bonus, an order placed offline that is
// created exactly once, and abroad with PayPal against the fake gateway when the server has it.
//
// The profile's country, is_tax, buyonshop and bonus are set by the shop, not by the customer
// (spec §3 Profile; no API changes them), so `setProfile` writes them straight into the e2e
// server's database (scripts/e2e-server.ts: embedded PostgreSQL, database `shop`).

const PASSWORD = 'mật khẩu đủ dài 2026';
const ORDER = 'Đặt hàng';
const WAITING = 'Đang chờ kết nối — đơn hàng sẽ được gửi khi có mạng';
/** A demo catalogue part: 15,000 pieces cost 1,500,000 đ at its volume price (over the VAT and abroad minimums). */
const PART = { slug: 'kt-0603r-c2286', name: 'KT-0603R LED Red 0603', quantity: '15000' };

interface ProfileFlags {
  country: 'vn' | 'us';
  isTax?: boolean;
  buyonshop?: boolean;
  bonus?: number;
}

/** Writes the shop-set profile flags of one user into the e2e database. */
async function setProfile(email: string, flags: ProfileFlags): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT || 54340}/shop` });
  await client.connect();
  try {
    const result = await client.query(
      `insert into profiles (user_id, country_id, is_tax, buyonshop, bonus, created_at, updated_at)
       select u.id, (select id from countries where lower(iso_code) = $2), $3, $4, $5, now(), now() from users u where u.email = $1
       on conflict (user_id) do update set country_id = excluded.country_id, is_tax = excluded.is_tax, buyonshop = excluded.buyonshop, bonus = excluded.bonus`,
      [email, flags.country, flags.isTax ?? false, flags.buyonshop ?? false, flags.bonus ?? 0],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Registers a fresh account with the page's own cookies (so the page is signed in) and gives it a default address. */
async function signUpWithAddress(page: Page, flags: ProfileFlags): Promise<string> {
  const email = `checkout.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
  await registerAccount(page.request, 'checkout', 'Nguyễn Văn An', { email, password: PASSWORD });
  const countries = (await (await page.request.get('/v1/countries')).json()) as { countries: { id: number; iso_code: string }[] };
  const countryId = countries.countries.find((country) => country.iso_code === flags.country)?.id;
  expect(countryId).toBeDefined();
  const address =
    flags.country === 'vn'
      ? await vietnameseAddress(page.request)
      : { name: 'Jane Doe', phone: '+1 415 555 2671', address: '1 Market St', country_id: countryId!, city: 'San Francisco', state: 'CA', zipcode: '94105' };
  const saved = await page.request.post('/user/delivery-addresses', { headers: await mutationHeaders(page.request), data: address });
  expect(saved.ok()).toBe(true);
  await setProfile(email, flags);
  return email;
}

/** Adds the part from its product page (the local-first cart). */
async function addPart(page: Page): Promise<void> {
  await page.goto(`/products/${PART.slug}`);
  const quantity = page.getByRole('spinbutton').or(page.getByRole('textbox', { name: /Số lượng/ })).first();
  await quantity.fill(PART.quantity);
  await quantity.blur();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
}

async function orderCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/v1/orders');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test('guests are asked to sign in on /checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Vui lòng đăng nhập để đặt hàng.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
});

test('Vietnam, cash on delivery: the order appears on /orders and leaves the cart', async ({ page }) => {
  await signUpWithAddress(page, { country: 'vn' });
  await addPart(page);
  await page.goto('/checkout');

  await expect(page.getByText('12 Phố Đội Cấn, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thay đổi' })).toHaveAttribute('href', '/user/delivery-addresses?return=%2Fcheckout');
  await expect(page.getByRole('radio', { name: 'Chuyển phát nhanh' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' })).toBeChecked();
  // Spec §4: the "fee paid on receipt" toggle is offered only when payment method is above 1.
  await expect(page.getByRole('checkbox', { name: 'Phí giao hàng thanh toán khi nhận hàng' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Chuyển khoản ngân hàng' }).check();
  await expect(page.getByRole('checkbox', { name: 'Phí giao hàng thanh toán khi nhận hàng' })).toBeVisible();
  await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }).check();
  await expect(page.getByRole('checkbox', { name: 'Phí giao hàng thanh toán khi nhận hàng' })).toHaveCount(0);

  // Goods 1,500,000 + delivery 20,000 (Hà Nội) + COD fee from the shop settings.
  await expect(page.getByText('Phí thu hộ (COD)')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(/^1\.5\d\d\.\d00 đ$/);
  const shownTotal = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('textbox', { name: 'Ghi chú cho đơn hàng' }).fill('Gọi trước khi giao');
  await page.getByRole('button', { name: ORDER }).click();

  await expect(page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
  const code = new URL(page.url()).searchParams.get('placed')!;
  await expect(page.getByText(`Đặt hàng thành công! Mã đơn hàng của bạn là ${code}.`)).toBeVisible();
  const card = page.getByRole('article', { name: `Đơn hàng ${code}` });
  await expect(card).toContainText(PART.name);
  await expect(card).toContainText('Chưa thanh toán');
  await expect(card).toContainText('Thanh toán khi nhận hàng (COD)');
  await expect(card).toContainText(shownTotal!);
  expect(await orderCount(page.request)).toBe(1);
  // Spec §4 order success: the ordered lines left the cart.
  await expect(page.getByRole('banner').getByRole('link', { name: /Giỏ hàng/ })).not.toContainText('1');

  await test.step('feedback: stars as radio buttons, the thank-you text of spec §8', async () => {
    await card.getByRole('button', { name: 'Đánh giá đơn hàng' }).click();
    await card.getByRole('radio', { name: '5 sao' }).check();
    await card.getByRole('textbox', { name: 'Nhận xét của bạn' }).fill('Hàng tốt, giao nhanh, đóng gói cẩn thận.');
    await card.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await expect(card.getByText('Cảm ơn bạn đã gửi đánh giá về sản phẩm và dịch vụ!')).toBeVisible();
  });
});

test('pickup in the shop: the slot rules at 18:30 on a Saturday and at 09:15', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpWithAddress(page, { country: 'vn', buyonshop: true });
  await addPart(page);

  await test.step('Saturday 18:30 shop time: today is closed, tomorrow (Sunday) ends with 15:00-16:30', async () => {
    // 2026-11-21 is a Saturday; 11:30 UTC is 18:30 in Hồ Chí Minh City (UTC+7).
    await page.clock.install({ time: new Date('2026-11-21T11:30:00Z') });
    await page.goto('/checkout');
    await expect(page.getByRole('textbox', { name: 'Họ tên' })).toHaveValue('Nguyễn Văn An');
    // No delivery method choice and no address in the in-shop flow (spec §4 in-shop forces delivery 1).
    await expect(page.getByRole('radio', { name: 'Chuyển phát nhanh' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Hôm nay' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Ngày mai' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Nghỉ trưa' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '15:00 – 16:30' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '17:00 – 18:00' })).toHaveCount(0);
    await page.getByRole('radio', { name: '15:00 – 16:30' }).check();
    await expect(page.getByRole('radio', { name: /^Ngày mai/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Hôm nay/ })).toBeDisabled();
  });

  await test.step('Saturday 09:15: a 10:00 slot is still today, the 9:00 one moves to tomorrow', async () => {
    const morning = await context.newPage();
    await morning.clock.install({ time: new Date('2026-11-21T02:15:00Z') });
    await morning.goto('/checkout');
    await morning.getByRole('radio', { name: '10:00 – 11:00' }).check();
    await expect(morning.getByRole('radio', { name: /^Hôm nay/ })).toBeChecked();
    await morning.getByRole('radio', { name: '09:00 – 10:00' }).check();
    await expect(morning.getByRole('radio', { name: /^Ngày mai/ })).toBeChecked();
    await expect(morning.getByRole('radio', { name: /^Hôm nay/ })).toBeDisabled();
  });
  await context.close();
});

test('pickup order at the real time: phone required, then placed with the chosen slot', async ({ page }) => {
  await signUpWithAddress(page, { country: 'vn', buyonshop: true });
  await addPart(page);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('');
  await page.getByRole('radio', { name: '10:00 – 11:00' }).check();
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page.getByText('Vui lòng nhập số điện thoại người nhận hàng.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0912 345 678');
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page).toHaveURL(/\/orders\?placed=/);
  await expect(page.getByRole('article').first()).toContainText(/Nhận tại cửa hàng:.*0912 345 678.*10:00-11:00/);
  await expect(page.getByRole('article').first()).toContainText('Tiền mặt tại cửa hàng');
});

test('VAT invoice: the company form, its validation message, then the order with tax', async ({ page }) => {
  await signUpWithAddress(page, { country: 'vn', isTax: true });
  await addPart(page);
  await page.goto('/checkout');
  const vat = page.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' });
  await expect(vat).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Tên công ty' })).toHaveCount(0);
  await vat.check();
  await expect(page.getByRole('textbox', { name: 'Tên công ty' })).toBeVisible();
  await expect(page.getByText('Thuế VAT')).toBeVisible();

  await page.getByRole('button', { name: ORDER }).click();
  await expect(page.getByText('Vui lòng nhập đầy đủ thông tin xuất hóa đơn VAT.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tên công ty' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Tên công ty' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Tên công ty' }).fill('Công ty TNHH Linh Kiện An');
  await page.getByRole('textbox', { name: 'Mã số thuế' }).fill('0312345678');
  await page.getByRole('textbox', { name: 'Địa chỉ công ty' }).fill('1 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
  await expect(page.getByText('Vui lòng nhập đầy đủ thông tin xuất hóa đơn VAT.')).toHaveCount(0);
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page).toHaveURL(/\/orders\?placed=/);
  await expect(page.getByRole('article').first()).toContainText('Thuế VAT');
});

test('bonus: shown above 5,000, taken off the total in thousands', async ({ page }) => {
  await signUpWithAddress(page, { country: 'vn', bonus: 25_500 });
  await addPart(page);
  await page.goto('/checkout');
  const before = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('checkbox', { name: /Dùng điểm thưởng/ }).check();
  // Spec §9: rounded down to thousands in VND mode.
  await expect(page.getByText('−25.000 đ')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).not.toHaveText(before!);
  // Spec §4: changing a method turns the bonus off.
  await page.getByRole('radio', { name: 'Xe máy', exact: true }).check();
  await expect(page.getByRole('checkbox', { name: /Dùng điểm thưởng/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Dùng điểm thưởng/ }).check();
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page).toHaveURL(/\/orders\?placed=/);
  await expect(page.getByRole('article').first()).toContainText('Điểm thưởng');
  await expect(page.getByRole('article').first()).toContainText('−25.000 đ');
});

test('an order placed offline waits, survives a reload, and is created exactly once when the network returns', async ({ page, context }) => {
  await signUpWithAddress(page, { country: 'vn' });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await addPart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: ORDER })).toBeEnabled();
  expect(await orderCount(page.request)).toBe(0);

  await context.setOffline(true);
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đơn hàng đang chờ gửi' })).toBeDisabled();

  await page.reload();
  await expect(page.getByText(WAITING)).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => orderCount(page.request), { timeout: 30_000 }).toBe(1);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 20_000 });

  await page.goto('/orders');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await orderCount(page.request)).toBe(1);
});

test('abroad: international carriers with fee and time, PayPal through the fake gateway', async ({ page }) => {
  await signUpWithAddress(page, { country: 'us' });
  const context = (await (await page.request.get('/v1/checkout')).json()) as { fees: { paypal: { enable: boolean }; delivery_companies: { name: string }[] } };
  await addPart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Xe máy', exact: true })).toHaveCount(0);
  for (const company of context.fees.delivery_companies) await expect(page.getByRole('radio', { name: company.name })).toBeVisible();
  // Spec §5 abroad: the delivery company is checked first.
  await page.getByRole('button', { name: ORDER }).click();
  await expect(page.getByText('Vui lòng chọn phương thức giao hàng.')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(context.fees.delivery_companies[0]!.name) }).check();
  await expect(page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' })).toHaveCount(0);

  // scripts/e2e-server.ts points PayPal at the fake gateway (server/test/fake-gateways).
  expect(context.fees.paypal.enable).toBe(true);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: ORDER }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=/, { timeout: 20_000 });
  await expect(page.getByRole('article').first()).toContainText('Đã thanh toán');
  await expect(page.getByRole('article').first()).toContainText('PayPal');
});
