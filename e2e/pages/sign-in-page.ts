import { expect, type Page } from '@playwright/test';
import { codeMailedTo } from '../support/mailbox.ts';

/** /login (spec §2, §7 POST /login): e-mail and password, field errors and the red box on top. */
export class SignInPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens /login, with `returnUrl` as its return_url when given. */
  async goto(returnUrl?: string): Promise<void> {
    await this.page.goto(returnUrl === undefined ? '/login' : `/login?return_url=${encodeURIComponent(returnUrl)}`);
  }

  get email() {
    return this.page.getByRole('textbox', { name: 'E-mail' });
  }

  get password() {
    return this.page.getByLabel('Mật khẩu', { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Đăng nhập', exact: true });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /register (spec §2): the form, then the six-digit code e-mailed to the address. */
export class RegisterPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  /**
   * Fills the form as a person does, then types the code from the e-mail into the boxes. Leaves
   * the page signed in, on its way to return_url or /.
   */
  async signUp(account: { fullname: string; email: string; password: string }): Promise<void> {
    await this.page.getByLabel('Họ và tên').fill(account.fullname);
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await this.page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await this.page.getByLabel('Nhập lại mật khẩu').fill(account.password);
    await this.page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Xác nhận e-mail' })).toBeVisible();
    const code = await codeMailedTo(account.email);
    await this.page.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
    await this.page.keyboard.type(code);
    await this.page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  }
}
