import type { Page } from '@playwright/test';

/** /user/settings (spec §2 account settings): fields edited inline, the avatar, adding an e-mail. */
export class ProfilePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/user/settings');
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Cài đặt tài khoản', level: 1 });
  }

  /** The "Sửa <field>" button that opens a field for inline editing ("Họ và tên", "Email"). */
  edit(field: string) {
    return this.page.getByRole('button', { name: `Sửa ${field}` });
  }

  /** A field's text box while it is edited. */
  input(field: string) {
    return this.page.getByRole('textbox', { name: field });
  }

  /** The avatar file input: "Tải ảnh đại diện" before one is set. */
  get avatarUpload() {
    return this.page.getByLabel('Tải ảnh đại diện');
  }

  /** The same input once an avatar is set. */
  get avatarChange() {
    return this.page.getByLabel('Đổi ảnh đại diện');
  }

  /** The first box of the six-digit code sent to a new e-mail. */
  get firstCodeBox() {
    return this.page.getByRole('textbox', { name: 'Chữ số 1 trên 6' });
  }

  get confirmEmail() {
    return this.page.getByRole('button', { name: 'Xác nhận e-mail' });
  }
}
