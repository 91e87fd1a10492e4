import type { Page } from '@playwright/test';
import { FAKE_CARRIER_SCANS } from '../server/test/fake-carrier.ts';
import { addVietnameseAddress, mutationHeaders, registerAccount } from './support/api.ts';
import { placeOrder } from './support/place-order.ts';
import { expect, test } from './support/fixtures.ts';
import { setProfile } from './support/shop-database.ts';

// Staff confirm and ship a customer's order on /admin; the
// customer's notification counter rises, /notifications lists the change, /orders shows the
// history and the shipment; customers get a 403 screen and guests a login prompt on /admin. Staff see
// the carrier's scans on the order detail as soon as the waybill is saved (the e2e server's fake
// carrier, server/test/fake-carrier.ts, answers the same scans for any waybill).
//
// Staff are the setup project's account, made staff with the shop's own command and signed in once
// (e2e/setup/staff.setup.ts); the `staff` fixture opens a page with its saved state.

const CARRIER = 'J&T Express';
const WAYBILL = `JT${Date.now()}`;

/** Registers a fresh account with the page's own cookies, so the page is signed in. */
function signUp(page: Page, prefix: string): Promise<string> {
  return registerAccount(page.request, prefix);
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/v1/notifications/get');
  expect(response.status()).toBe(200);
  return (await response.json()) as number;
}

test('guests are asked to sign in on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Vui lòng đăng nhập bằng tài khoản nhân viên để vào trang quản trị.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).last()).toHaveAttribute('href', '/login?return_url=%2Fadmin');
});

// At 390 px the nine tabs do not fit one row: each keeps its label on one line (whole tabs wrap),
// never "Yêu cầu tìm linh kiện" broken into a column of words.
test('the back office tabs keep each label on one line on a 390 px phone', async ({ staff, adminOrders }) => {
  await staff.setViewportSize({ width: 390, height: 844 });
  await adminOrders.goto();
  await expect(adminOrders.tabs).toHaveCount(9);
  const tabs = await adminOrders.tabs.evaluateAll((links) =>
    links.map((link) => ({ text: link.textContent, lines: Math.round((link.getBoundingClientRect().height - Number.parseFloat(getComputedStyle(link).paddingTop) - Number.parseFloat(getComputedStyle(link).paddingBottom) - Number.parseFloat(getComputedStyle(link).borderBottomWidth)) / Number.parseFloat(getComputedStyle(link).lineHeight)) })),
  );
  for (const tab of tabs) expect(tab, tab.text ?? '').toMatchObject({ lines: 1 });
});

test('customers get a 403 screen on /admin and from the admin API', async ({ page }) => {
  await signUp(page, 'customer');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.get('/v1/admin/orders')).status()).toBe(403);
});

test('staff confirm and ship an order; the customer is notified and sees the history', async ({ page, ordersPage, staff, adminOrders, adminOrder }) => {
  await signUp(page, 'buyer');
  const code = await placeOrder(page);
  const before = await unreadCount(page);

  await staff.goto('/');
  // The user menu offers the back office to staff.
  await staff.getByRole('button', { name: /Tài khoản/ }).click();
  await staff.getByRole('menuitem', { name: 'Quản trị' }).click();
  await expect(adminOrders.heading).toBeVisible();
  await adminOrders.filter(code);
  await expect(staff).toHaveURL(new RegExp(`q=${code}`));
  await adminOrders.orderLink(code).click();
  await expect(adminOrder.heading(code)).toBeVisible();
  await expect(adminOrder.region('Thanh toán', { exact: true })).toContainText('Tiền mặt');

  await adminOrder.changeStatus('Đã xác nhận', 'Shop đã nhận đơn');
  const delivery = adminOrder.delivery;
  const tracking = adminOrder.tracking;
  // No waybill yet, no tracking panel.
  await expect(tracking).toHaveCount(0);
  // Shipping without a waybill is refused beside the input, before anything is sent.
  const form = adminOrder.statusForm;
  await form.status.selectOption({ label: 'Đang giao hàng' });
  await form.carrier.fill(CARRIER);
  await form.submit.click();
  const waybill = form.waybill;
  await expect(waybill).toHaveAttribute('aria-invalid', 'true');
  await expect(waybill).toBeFocused();
  await expect(form.region.getByText('Vui lòng nhập mã vận đơn.')).toBeVisible();

  await adminOrder.changeStatus('Đang giao hàng', 'Đã giao cho đơn vị vận chuyển', { carrier: CARRIER, waybill: WAYBILL });
  const history = adminOrder.history;
  await expect(history).toContainText('Đã xác nhận');
  await expect(history).toContainText('Đang giao hàng');
  await expect(delivery).toContainText(WAYBILL);

  // The saved waybill brings the tracking panel (client/ui/tracking-panel.tsx) without a reload:
  // collapsed, opened from the keyboard, it lists the fake carrier's scans, newest first.
  await expect(tracking).toHaveAccessibleName(new RegExp(`Hành trình đơn hàng.*${CARRIER}.*${WAYBILL}`));
  await expect(tracking).toHaveAttribute('aria-expanded', 'false');
  await tracking.press('Enter');
  await expect(tracking).toHaveAttribute('aria-expanded', 'true');
  const scans = delivery.getByRole('region', { name: /Hành trình đơn hàng/ }).getByRole('listitem');
  await expect(scans).toHaveCount(FAKE_CARRIER_SCANS.length);
  const newestFirst = [...FAKE_CARRIER_SCANS].sort((a, b) => b.scantime.localeCompare(a.scantime));
  for (const [index, scan] of newestFirst.entries()) {
    await expect(scans.nth(index)).toContainText(scan.scantype);
    await expect(scans.nth(index)).toContainText(scan.desc);
  }

  // The customer: the counter rose by the two changes, /notifications lists them.
  expect(await unreadCount(page)).toBeGreaterThanOrEqual(before + 2);
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('notification-count').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByText(new RegExp(code)).first()).toBeVisible();

  await ordersPage.goto();
  const card = ordersPage.order(code);
  const timeline = card.getByRole('list', { name: `Lịch sử trạng thái đơn ${code}` });
  await expect(timeline).toContainText('Shop đã nhận đơn');
  await expect(timeline).toContainText('Đang giao hàng');
  await expect(card).toContainText(WAYBILL);
});

test('the tracking panel shows the fake carrier scans', async ({ page, ordersPage, adminOrders }) => {
  await signUp(page, 'tracked');
  const code = await placeOrder(page);
  const order = await adminOrders.openOrder(code);
  await order.changeStatus('Đã xác nhận', 'OK');
  await order.changeStatus('Đang giao hàng', 'OK', { carrier: CARRIER, waybill: WAYBILL });

  await ordersPage.goto();
  const card = ordersPage.order(code);
  // client/ui/tracking-panel.tsx: collapsed by default, its button names the waybill.
  const toggle = card.getByRole('button', { name: new RegExp(`Hành trình đơn hàng.*${WAYBILL}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const scans = card.getByRole('region', { name: /Hành trình đơn hàng/ }).getByRole('listitem');
  await expect(scans.first()).toBeVisible();
  expect(await scans.count()).toBeGreaterThan(0);
});

// Field errors in words: a waybill longer than the server takes (the input's own
// limit removed, as a paste through devtools or an old page would) is refused by the server's
// schema; the form says why beside the input, never the key "field_too_long".
test("the server's field error on a too long waybill reads in words beside it", async ({ page, adminOrders }) => {
  await signUp(page, 'long-waybill');
  const code = await placeOrder(page);
  const order = await adminOrders.openOrder(code);
  await order.changeStatus('Đã xác nhận', 'OK');
  const form = order.statusForm;
  await form.status.selectOption({ label: 'Đang giao hàng' });
  await form.carrier.fill(CARRIER);
  const waybill = form.waybill;
  await waybill.evaluate((input) => input.removeAttribute('maxlength'));
  await waybill.fill('JT'.repeat(40));
  await form.submit.click();
  await expect(waybill).toHaveAccessibleDescription('Nội dung quá dài.');
  await expect(form.region).not.toContainText('field_too_long');
});

// Cancelling a paid order asks for the refund first, then refunds it through the
// gateway (the fake VNPay checks the refund's checksum) and the customer sees it refunded.
test('staff cancel a paid order: the warning, the refund confirmation, the refund through VNPay; the customer sees it', async ({ page, ordersPage, adminOrders }) => {
  await signUp(page, 'refund');
  const code = await placeOrder(page, { payment: 'Thẻ ATM / Internet Banking (VNPay)', payAtGateway: true });
  const total = await ordersPage.order(code).locator('dd').last().textContent();

  const order = await adminOrders.openOrder(code);
  const form = order.statusForm;
  await form.status.selectOption({ label: 'Đã hủy' });
  const warning = form.warning;
  await expect(warning).toContainText(`Đơn hàng đã được thanh toán ${total} (Thẻ ATM / Internet Banking (VNPay))`);
  await expect(warning).toContainText('Hàng trong đơn sẽ được trả lại kho');
  await expect(warning).toContainText(`Hủy đơn sẽ hoàn ${total} cho khách qua Thẻ ATM / Internet Banking (VNPay) ngay khi bạn xác nhận.`);

  // Not confirmed: refused beside the box, which takes the focus; nothing is sent.
  await form.cancelAndRefund.click();
  const confirm = form.region.getByRole('checkbox', { name: `Tôi xác nhận hủy đơn và hoàn ${total} cho khách` });
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeFocused();
  await expect(form.region.getByText('Đơn hàng đã được thanh toán: hãy xác nhận hoàn tiền cho khách trước khi hủy.')).toBeVisible();
  await expect(order.heading(code).locator('..')).toContainText('Đã thanh toán');

  await confirm.press('Space');
  await form.note.fill('Hết hàng, shop xin lỗi');
  await form.cancelAndRefund.click();
  const done = order.status(`Đã hủy đơn ${code} và hoàn ${total} qua cổng thanh toán.`);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const refund = order.refund;
  await expect(refund).toContainText('Đã hoàn tiền');
  await expect(refund).toContainText('Qua cổng Thẻ ATM / Internet Banking (VNPay)');
  await expect(refund).toContainText('cổng thanh toán xác nhận');
  await expect(refund.getByRole('button')).toHaveCount(0);

  await ordersPage.goto();
  const card = ordersPage.order(code);
  await expect(card).toContainText('Đã hoàn tiền');
  await expect(card).toContainText(new RegExp(`Hoàn tiền: đã hoàn ${total} lúc`));
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByRole('link', { name: `Đơn hàng ${code}: đã hoàn tiền ${total}` })).toBeVisible();
  // The cancel's notification: the staff note, then the refund sentence on a line of its own.
  const cancelled = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Hết hàng, shop xin lỗi' });
  const note = cancelled.getByText('Hết hàng, shop xin lỗi', { exact: true });
  const promise = cancelled.getByText(`Số tiền ${total} đang được hoàn về phương thức bạn đã thanh toán.`, { exact: true });
  await expect(note).toBeVisible();
  await expect(promise).toBeVisible();
  const [noteBox, promiseBox] = [await note.boundingBox(), await promise.boundingBox()];
  expect(promiseBox!.y).toBeGreaterThanOrEqual(noteBox!.y + noteBox!.height);
});

// PayPal captured dollars, and refunds them: the warning names the dollars the
// customer gets back, with the order's đồng beside them.
test('staff cancel a paid PayPal order: the warning states the refund in dollars at the order\'s rate, with the đồng', async ({ page, adminOrders }) => {
  const email = await signUp(page, 'paypal');
  const countries = (await (await page.request.get('/v1/countries')).json()) as { countries: { id: number; iso_code: string }[] };
  const us = countries.countries.find((country) => country.iso_code === 'us')!;
  const saved = await page.request.post('/user/delivery-addresses', {
    headers: await mutationHeaders(page.request),
    data: { name: 'Jane Doe', phone: '+1 415 555 2671', address: '1 Market St', country_id: us.id, city: 'San Francisco', state: 'CA', zipcode: '94105' },
  });
  expect(saved.ok()).toBe(true);
  await setProfile(email, { country: 'us' });
  const checkout = (await (await page.request.get('/v1/checkout')).json()) as { exchange_rate: number; fees: { delivery_companies: { name: string }[] } };
  const code = await placeOrder(page, {
    address: false,
    payment: 'PayPal',
    payAtGateway: true,
    fill: async (form) => form.getByRole('radio', { name: new RegExp(checkout.fees.delivery_companies[0]!.name) }).check(),
  });

  const order = await adminOrders.openOrder(code);
  const totalText = await order.region('Sản phẩm').getByRole('definition').last().textContent();
  const total = Number((totalText ?? '').replace(/\D/g, ''));
  // PayPal charged the total in dollars at the order's rate, to the cent.
  const dollars = `$${(Math.round((total * 100) / checkout.exchange_rate) / 100).toFixed(2)}`;
  const form = order.statusForm;
  await form.status.selectOption({ label: 'Đã hủy' });
  const warning = form.warning;
  await expect(warning).toContainText(`Đơn hàng đã được thanh toán ${dollars} (${totalText} theo tỷ giá của đơn) (PayPal)`);
  await expect(warning).toContainText(`Hủy đơn sẽ hoàn ${dollars} (${totalText} theo tỷ giá của đơn) cho khách qua PayPal ngay khi bạn xác nhận.`);
  await form.region.getByRole('checkbox', { name: `Tôi xác nhận hủy đơn và hoàn ${dollars} cho khách` }).check();
  await form.cancelAndRefund.click();
  await expect(order.status(`Đã hủy đơn ${code} và hoàn ${dollars} qua cổng thanh toán.`)).toBeVisible();
});

test('a refund due by bank transfer: staff record paying it back, with who and when', async ({ page, ordersPage, staff, adminOrders }) => {
  await signUp(page, 'transfer');
  const code = await placeOrder(page, { payment: 'Chuyển khoản ngân hàng' });
  const order = await adminOrders.openOrder(code);
  await staff.getByRole('button', { name: 'Đánh dấu đã nhận chuyển khoản' }).click();
  await expect(order.status('Đã ghi nhận thanh toán chuyển khoản')).toBeVisible();

  const form = order.statusForm;
  await form.status.selectOption({ label: 'Đã hủy' });
  await expect(form.warning).toContainText('Hủy đơn sẽ ghi nhận khoản cần hoàn');
  await form.region.getByRole('checkbox', { name: /Tôi xác nhận hủy đơn và hoàn/ }).check();
  await form.cancelAndRefund.click();
  await expect(order.status(`Đã hủy đơn ${code}. Cần hoàn`)).toBeVisible();
  const refund = order.refund;
  await expect(refund).toContainText('Cần hoàn tiền cho khách');
  await expect(refund).toContainText('Cửa hàng tự chuyển trả (Chuyển khoản ngân hàng)');
  await expect(refund).toContainText('Yêu cầu bởi');

  await ordersPage.goto();
  const card = ordersPage.order(code);
  await expect(card).toContainText('Đang hoàn tiền');
  await expect(card).toContainText('cửa hàng sẽ hoàn lại cho bạn');

  await refund.getByRole('textbox', { name: /Ghi chú hoàn tiền/ }).fill('CK hoàn tiền FT2611240001');
  await refund.getByRole('button', { name: 'Đánh dấu đã hoàn tiền' }).click();
  await expect(order.status(`cho đơn ${code}`)).toBeVisible();
  await expect(refund).toContainText('Đã hoàn tiền');
  await expect(refund).toContainText('CK hoàn tiền FT2611240001');
  await expect(refund).toContainText('Đã hoàn lúc');

  await page.reload();
  await expect(ordersPage.order(code)).toContainText('Đã hoàn tiền');
});

// Every fact the customer gave shows on the staff's order detail.
test('the order detail shows the delivery method, the recipient, the VAT company and the pickup slot', async ({ page, adminOrders }) => {
  // Two orders through the real checkout, then the staff's screens: longer than one journey.
  test.setTimeout(90_000);
  const email = await signUp(page, 'facts');
  await addVietnameseAddress(page.request);
  await setProfile(email, { country: 'vn', isTax: true });
  const vat = await placeOrder(page, {
    address: false,
    fill: async (checkout) => {
      await checkout.getByRole('radio', { name: 'Xe máy', exact: true }).check();
      await checkout.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }).check();
      await checkout.getByRole('textbox', { name: 'Tên công ty' }).fill('Công ty TNHH Linh Kiện An');
      await checkout.getByRole('textbox', { name: 'Mã số thuế' }).fill('0312345678');
      await checkout.getByRole('textbox', { name: 'Địa chỉ công ty' }).fill('1 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
      await checkout.getByRole('textbox', { name: 'Ghi chú cho đơn hàng' }).fill('Giao giờ hành chính');
    },
  });
  await setProfile(email, { country: 'vn', buyonshop: true });
  const pickup = await placeOrder(page, {
    address: false,
    fill: async (checkout) => {
      await checkout.getByRole('textbox', { name: 'Họ tên' }).fill('Trần Thị Bình');
      await checkout.getByRole('textbox', { name: 'Số điện thoại' }).fill('0987 654 321');
      await checkout.getByRole('radio', { name: '10:00 – 11:00' }).check();
    },
  });

  const vatOrder = await adminOrders.openOrder(vat);
  const delivery = vatOrder.delivery;
  await expect(delivery).toContainText('Hình thức giao hàngXe máy');
  await expect(delivery).toContainText('Người nhậnNguyễn Văn An · 0912345678');
  await expect(delivery).toContainText('Giao đến12 Phố Đội Cấn');
  await expect(delivery).toContainText('Ghi chú của kháchGiao giờ hành chính');
  await expect(delivery.getByRole('link', { name: '0912345678' })).toHaveAttribute('href', 'tel:0912345678');
  const invoice = vatOrder.region('Hóa đơn VAT');
  await expect(invoice).toContainText('Tên công tyCông ty TNHH Linh Kiện An');
  await expect(invoice).toContainText('Mã số thuế0312345678');
  await expect(invoice).toContainText('Địa chỉ công ty1 Lê Lợi, Quận 1, TP. Hồ Chí Minh');

  const pickupOrder = await adminOrders.openOrder(pickup);
  const shop = pickupOrder.delivery;
  await expect(shop).toContainText('Hình thức giao hàngNhận tại cửa hàng');
  await expect(shop).toContainText('Người nhận tại cửa hàngTrần Thị Bình · 0987 654 321');
  await expect(shop).toContainText(/Thời gian nhận\d{4}-\d{2}-\d{2} · 10:00-11:00/);
  await expect(pickupOrder.region('Hóa đơn VAT')).toHaveCount(0);
});
