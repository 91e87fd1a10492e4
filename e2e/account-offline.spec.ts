import type { Page } from '@playwright/test';
import { registerAccount } from './support/api.ts';
import { accountCopyCount } from './support/device-storage.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/place-order.ts';

// /orders, /notifications, the settings page and the
// delivery addresses showed "Không tải được dữ liệu" offline even seconds after being viewed. The
// signed-in user's last copy is kept in the browser (IndexedDB) and shown with the offline notice;
// signing out removes it.

const savedCopyNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Đang hiển thị bản đã lưu lúc' });

test('orders, notifications, settings and addresses seen online open offline from the saved copy; signing out removes it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await registerAccount(page.request, 'offline.copy', 'Trần Thị Bình');
  const code = await placeOrder(page);

  await test.step('seen online', async () => {
    await page.goto('/orders');
    await expect(page.getByText(code).first()).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: `Đặt hàng thành công: ${code}` })).toBeVisible();
    await page.goto('/user/delivery-addresses');
    await expect(page.getByText('12 Phố Đội Cấn').first()).toBeVisible();
    await page.goto('/user/settings');
    await expect(page.getByRole('main').getByText('Trần Thị Bình').first()).toBeVisible();
    await expect(savedCopyNotice(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => accountCopyCount(page)).toBe(4);
  });

  await test.step('offline: a reload and the other pages show the saved copies with the notice', async () => {
    await context.setOffline(true);
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: `Đặt hàng thành công: ${code}` })).toBeVisible();
    await expect(savedCopyNotice(page)).toBeVisible();
    await expect(page.getByText('Bạn đang ngoại tuyến — đang hiển thị dữ liệu đã lưu')).toBeVisible();
    await expect(page.getByText('Không tải được dữ liệu')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('link', { name: `Đặt hàng thành công: ${code}` })).toBeVisible();
    await expect(savedCopyNotice(page)).toBeVisible();

    await page.goto('/orders');
    await expect(page.getByText(code).first()).toBeVisible();
    await expect(savedCopyNotice(page)).toBeVisible();
    await expect(page.getByText('Không tải được dữ liệu')).toHaveCount(0);

    await page.goto('/user/delivery-addresses');
    await expect(page.getByText('12 Phố Đội Cấn').first()).toBeVisible();
    await expect(savedCopyNotice(page)).toBeVisible();

    await page.goto('/user/settings');
    await expect(page.getByRole('main').getByText('Trần Thị Bình').first()).toBeVisible();
    await expect(savedCopyNotice(page)).toBeVisible();
  });

  await test.step('back online, the pages load fresh again', async () => {
    await context.setOffline(false);
    await page.goto('/orders');
    await expect(page.getByText(code).first()).toBeVisible();
    await expect(savedCopyNotice(page)).toHaveCount(0);
  });

  await test.step('signing out removes the copies', async () => {
    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await expect.poll(() => accountCopyCount(page)).toBe(0);
    await context.setOffline(true);
    await page.goto('/orders');
    await expect(page.getByText('Vui lòng đăng nhập để xem đơn hàng của bạn.')).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await context.setOffline(false);
  });
});
