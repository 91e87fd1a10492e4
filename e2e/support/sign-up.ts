import { expect, type Page } from '@playwright/test';
import { codeMailedTo } from './mailbox.ts';

/**
 * The /register page as a person fills it (issue 14 item 22): the form, then the six-digit code
 * from the e-mail typed into the boxes. Leaves the page signed in, on its way to return_url or /.
 */
export async function signUpInBrowser(page: Page, account: { fullname: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Họ và tên').fill(account.fullname);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByLabel('Nhập lại mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận e-mail' })).toBeVisible();
  const code = await codeMailedTo(account.email);
  await page.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
}
