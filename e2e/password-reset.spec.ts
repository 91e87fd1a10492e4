import type { APIRequestContext, Page } from '@playwright/test';
import { maskEmail } from '../shared/accounts/otp.ts';
import { registerAccount as registerThroughApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { codeMailedTo } from './support/mailbox.ts';

// "Password reset with a one-time code": the code is read from the e-mail the server sent
// through the e2e server's SMTP server (scripts/e2e-server.ts, e2e/support/mailbox.ts).
const OLD_PASSWORD = 'mật khẩu cũ đủ dài';
const NEW_PASSWORD = 'mật khẩu mới 2026';

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
}

/** An account made through the API (registration confirmed with its mailed code), in its own cookie jar. */
async function registerAccount(request: APIRequestContext, email: string, fullname: string): Promise<void> {
  await registerThroughApi(request, 'reset', fullname, { email, password: OLD_PASSWORD });
}

function card(page: Page) {
  return page.getByRole('region', { name: /Quên mật khẩu|Nhập mã xác nhận|Đặt mật khẩu mới|Đã đặt mật khẩu mới/ });
}

async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nhập mã xác nhận' })).toBeVisible();
}

test('forgot password: the e-mailed code, a new password, then sign in with it', async ({ page, playwright, baseURL, header, signInPage }) => {
  const email = uniqueEmail('reset');
  const api = await playwright.request.newContext({ baseURL });
  await registerAccount(api, email, 'Lê Hoàng Nam');
  await api.dispose();

  await test.step('from the login page to the code screen', async () => {
    await signInPage.goto();
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await askForCode(page, email);
    await expect(card(page)).toContainText(maskEmail(email));
    await expect(card(page)).toContainText(/Mã hết hạn sau (10:00|9:\d\d)/);
    await expect(page.getByRole('button', { name: 'Gửi lại mã' })).toBeDisabled();
  });

  await test.step('type the code read from the e-mail', async () => {
    const code = await codeMailedTo(email);
    const submit = page.getByRole('button', { name: 'Xác nhận mã' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
    await page.keyboard.type(code.slice(0, 5));
    await expect(submit).toBeDisabled();
    await page.keyboard.type(code.slice(5));
    for (const [index, digit] of [...code].entries()) {
      await expect(page.getByRole('textbox', { name: `Chữ số ${index + 1} trên 6` })).toHaveValue(digit);
    }
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toBeVisible();
  });

  await test.step('set the new password: signed in at once', async () => {
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đã đặt mật khẩu mới' })).toBeVisible();
    await expect(header.accountButton).toContainText('Lê Hoàng Nam');
  });

  await test.step('log out, then the old password is refused and the new one works', async () => {
    await header.signOut();
    await expect(header.signInLink).toBeVisible();

    await signInPage.goto();
    await signInPage.signIn(email, OLD_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('e-mail hoặc mật khẩu không đúng');

    await signInPage.password.fill(NEW_PASSWORD);
    await signInPage.submit.click();
    await expect(header.accountButton).toContainText('Lê Hoàng Nam');
  });
});

test('a wrong code and a bad paste are refused beside the boxes; six pasted digits fill them', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('reset-wrong');
  const api = await playwright.request.newContext({ baseURL });
  await registerAccount(api, email, 'Phạm Thu Trang');
  await api.dispose();

  await page.goto('/forgot-password');
  await askForCode(page, email);
  const code = await codeMailedTo(email);
  const wrong = code === '000000' ? '111111' : '000000';

  const first = page.getByRole('textbox', { name: 'Chữ số 1 trên 6' });
  await first.click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Xác nhận mã' }).click();
  await expect(card(page).getByRole('alert')).toHaveText('Mã xác nhận không hợp lệ hoặc đã hết hạn.');
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('');

  // Backspace goes back a box; arrows move.
  await page.keyboard.type('12');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Chữ số 1 trên 6' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Chữ số 2 trên 6' })).toHaveValue('');

  const paste = (text: string) =>
    first.evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  await paste('12345');
  await expect(card(page).getByRole('alert')).toHaveText('Mã xác nhận không hợp lệ hoặc đã hết hạn.');
  await paste(code);
  await expect(page.getByRole('textbox', { name: 'Chữ số 6 trên 6' })).toHaveValue(code.slice(5));
  await page.getByRole('button', { name: 'Xác nhận mã' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toBeVisible();
});
