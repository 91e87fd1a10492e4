import { expect, test } from '@playwright/test';
import { registerAccount } from './support/api.ts';

// A push service that never answers `pushManager.subscribe()` left the switch on
// /user/settings disabled and aria-busy forever. The browser's push service is an outside service:
// here it is replaced in the page by one that never answers (and counts the calls), and the page's
// clock is moved past the 15 s limit instead of waiting for it.

test('a push service that never answers: the switch gives up after 15 s with a message, and the retry asks again', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, '__pushSubscribeCalls', { value: calls });
    PushManager.prototype.subscribe = function subscribe() {
      calls.count += 1;
      return new Promise<PushSubscription>(() => {});
    };
  });
  await registerAccount(page.request, 'push.silent');
  const subscribeCalls = () => page.evaluate(() => (window as unknown as { __pushSubscribeCalls: { count: number } }).__pushSubscribeCalls.count);

  // The switch needs the installed service worker.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await page.clock.install();
  await page.goto('/user/settings');

  const toggle = page.getByRole('switch', { name: 'Thông báo đẩy' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toBeDisabled();
  await expect.poll(subscribeCalls).toBe(1);

  const message = page.getByText('Dịch vụ thông báo đẩy của trình duyệt không phản hồi sau 15 giây nên chưa bật được. Kiểm tra kết nối mạng rồi thử lại.');
  await page.clock.fastForward(14_000);
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(message).toBeHidden();

  await page.clock.fastForward(1_000);
  await expect(message).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-busy', 'false');
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // The message describes the switch for screen readers too.
  await expect(toggle).toHaveAccessibleDescription(/không phản hồi sau 15 giây/);

  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect.poll(subscribeCalls).toBe(2);
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toBeFocused();
  await expect(message).toBeHidden();
  await page.clock.fastForward(15_000);
  await expect(message).toBeVisible();
  await expect(toggle).toBeEnabled();
});
