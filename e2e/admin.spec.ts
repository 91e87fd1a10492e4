import { expect, test, type Browser, type Page } from '@playwright/test';
import { FAKE_CARRIER_SCANS } from '../server/test/fake-carrier.ts';
import { addVietnameseAddress, registerAccount } from './support/api.ts';
import { setRole } from './support/roles.ts';

// Issue 7 "Back office" and "Done when": staff confirm and ship a customer's order on /admin; the
// customer's notification counter rises, /notifications lists the change, /orders shows the
// history and the shipment; customers get a 403 screen and guests a login prompt on /admin. Staff see
// the carrier's scans on the order detail as soon as the waybill is saved (the e2e server's fake
// carrier, server/test/fake-carrier.ts, answers the same scans for any waybill).
//
// Roles are set by the shop, not through the API (`setRole`, e2e/support/roles.ts).

/** A demo catalogue part: 15,000 pieces cost 1,500,000 đ at its volume price. */
const PART = { slug: 'kt-0603r-c2286', quantity: '15000' };
const CARRIER = 'J&T Express';
const WAYBILL = `JT${Date.now()}`;

/** Registers a fresh account with the page's own cookies, so the page is signed in. */
function signUp(page: Page, prefix: string): Promise<string> {
  return registerAccount(page.request, prefix);
}

/** A customer with an address orders the part, cash on delivery; answers the order code. */
async function placeOrder(page: Page): Promise<string> {
  await addVietnameseAddress(page.request);
  await page.goto(`/products/${PART.slug}`);
  const quantity = page.getByRole('spinbutton').or(page.getByRole('textbox', { name: /Số lượng/ })).first();
  await quantity.fill(PART.quantity);
  await quantity.blur();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' })).toBeChecked();
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
  return new URL(page.url()).searchParams.get('placed')!;
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/v1/notifications/get');
  expect(response.status()).toBe(200);
  return (await response.json()) as number;
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = await signUp(page, 'staff');
  await setRole(email, 'staff');
  return page;
}

/** On the order's admin page: moves it to `status` (by its Vietnamese name) with a note. */
async function changeStatus(page: Page, status: string, note: string, shipment?: { carrier: string; waybill: string }) {
  const form = page.getByRole('region', { name: 'Chuyển trạng thái' });
  await form.getByRole('combobox', { name: 'Trạng thái mới' }).selectOption({ label: status });
  if (shipment) {
    await form.getByRole('textbox', { name: 'Đơn vị vận chuyển' }).fill(shipment.carrier);
    await form.getByRole('textbox', { name: 'Mã vận đơn' }).fill(shipment.waybill);
  }
  await form.getByRole('textbox', { name: 'Ghi chú (khách hàng sẽ thấy)' }).fill(note);
  await form.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  const done = page.getByRole('status').filter({ hasText: `sang "${status}"` });
  await expect(done).toBeVisible();
  // Focus moves to the result, so keyboard and screen reader users hear it.
  await expect(done).toBeFocused();
}

test('guests are asked to sign in on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Vui lòng đăng nhập bằng tài khoản nhân viên để vào trang quản trị.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).last()).toHaveAttribute('href', '/login?return_url=%2Fadmin');
});

test('customers get a 403 screen on /admin and from the admin API', async ({ page }) => {
  await signUp(page, 'customer');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.get('/v1/admin/orders')).status()).toBe(403);
});

test('staff confirm and ship an order; the customer is notified and sees the history', async ({ page, browser }) => {
  await signUp(page, 'buyer');
  const code = await placeOrder(page);
  const before = await unreadCount(page);

  const staff = await staffPage(browser);
  await staff.goto('/');
  // The user menu offers the back office to staff.
  await staff.getByRole('button', { name: /Tài khoản/ }).click();
  await staff.getByRole('menuitem', { name: 'Quản trị' }).click();
  await expect(staff.getByRole('heading', { name: 'Quản trị đơn hàng' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(code);
  await staff.getByRole('button', { name: 'Lọc' }).click();
  await expect(staff).toHaveURL(new RegExp(`q=${code}`));
  await staff.getByRole('link', { name: code, exact: true }).click();
  await expect(staff.getByRole('heading', { name: `Đơn hàng ${code}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Thanh toán', exact: true })).toContainText('Tiền mặt');

  await changeStatus(staff, 'Đã xác nhận', 'Shop đã nhận đơn');
  const delivery = staff.getByRole('region', { name: 'Khách hàng và giao hàng' });
  const tracking = delivery.getByRole('button', { name: /Hành trình đơn hàng/ });
  // No waybill yet, no tracking panel.
  await expect(tracking).toHaveCount(0);
  // Shipping without a waybill is refused beside the input, before anything is sent.
  const form = staff.getByRole('region', { name: 'Chuyển trạng thái' });
  await form.getByRole('combobox', { name: 'Trạng thái mới' }).selectOption({ label: 'Đang giao hàng' });
  await form.getByRole('textbox', { name: 'Đơn vị vận chuyển' }).fill(CARRIER);
  await form.getByRole('button', { name: 'Cập nhật trạng thái' }).click();
  const waybill = form.getByRole('textbox', { name: 'Mã vận đơn' });
  await expect(waybill).toHaveAttribute('aria-invalid', 'true');
  await expect(waybill).toBeFocused();
  await expect(form.getByText('Vui lòng nhập mã vận đơn.')).toBeVisible();

  await changeStatus(staff, 'Đang giao hàng', 'Đã giao cho đơn vị vận chuyển', { carrier: CARRIER, waybill: WAYBILL });
  const history = staff.getByRole('list', { name: 'Lịch sử trạng thái' });
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
  await staff.context().close();

  // The customer: the counter rose by the two changes, /notifications lists them.
  expect(await unreadCount(page)).toBeGreaterThanOrEqual(before + 2);
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('notification-count').first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByText(new RegExp(code)).first()).toBeVisible();

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Đơn hàng ${code}` });
  const timeline = card.getByRole('list', { name: `Lịch sử trạng thái đơn ${code}` });
  await expect(timeline).toContainText('Shop đã nhận đơn');
  await expect(timeline).toContainText('Đang giao hàng');
  await expect(card).toContainText(WAYBILL);
});

test('the tracking panel shows the fake carrier scans', async ({ page, browser }) => {
  await signUp(page, 'tracked');
  const code = await placeOrder(page);
  const staff = await staffPage(browser);
  await staff.goto('/admin');
  await staff.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(code);
  await staff.getByRole('button', { name: 'Lọc' }).click();
  await staff.getByRole('link', { name: code, exact: true }).click();
  await changeStatus(staff, 'Đã xác nhận', 'OK');
  await changeStatus(staff, 'Đang giao hàng', 'OK', { carrier: CARRIER, waybill: WAYBILL });
  await staff.context().close();

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Đơn hàng ${code}` });
  // client/ui/tracking-panel.tsx: collapsed by default, its button names the waybill.
  const toggle = card.getByRole('button', { name: new RegExp(`Hành trình đơn hàng.*${WAYBILL}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const scans = card.getByRole('region', { name: /Hành trình đơn hàng/ }).getByRole('listitem');
  await expect(scans.first()).toBeVisible();
  expect(await scans.count()).toBeGreaterThan(0);
});
