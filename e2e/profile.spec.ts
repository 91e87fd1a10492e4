import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAccount } from './support/api.ts';
import { codeMailedTo, nextMailTo } from './support/mailbox.ts';
import { expect, test } from './support/fixtures.ts';
import { removeEmail } from './support/shop-database.ts';

// "Profile, settings, notifications, favourites": sign up, rename inline on
// /user/settings, upload an avatar and see it in the header, bookmark a product (and a guest gets
// the login dialog). One sign-up for the whole file: registrations are rate limited per IP.

const PASSWORD = 'mật khẩu đủ dài 2026';

/** A solid-colour RGB PNG made here, byte by byte, so the upload is a real picture. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  function chunk(type: string, data: Buffer): Buffer {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product page address from the demo catalogue. */
async function someProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/v1/search-autohome?q=resistor');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { data: { slug: string }[] } };
  const slug = body.products.data[0]?.slug;
  expect(slug).toBeTruthy();
  return `/products/${slug}`;
}

function favoriteButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Yêu thích' });
}

test('sign up, rename inline, upload an avatar shown in the header, favourite a product', async ({ page, registerPage, profilePage: profile }) => {
  const email = `profile.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;

  await test.step('sign up', async () => {
    await registerPage.goto();
    await registerPage.signUp({ fullname: 'Đỗ Văn Hùng', email, password: PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toContainText('Đỗ Văn Hùng');
  });

  await test.step('edit the name inline: Escape cancels, Enter saves and returns to view', async () => {
    await profile.goto();
    await expect(profile.heading).toBeVisible();
    const edit = profile.edit('Họ và tên');

    await edit.click();
    const input = profile.input('Họ và tên');
    await expect(input).toBeFocused();
    await input.fill('Tên bỏ dở');
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(edit).toBeFocused();

    await edit.click();
    await input.fill('');
    await input.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('Vui lòng nhập thông tin này');

    await input.fill('Đỗ Minh Hùng');
    await input.press('Enter');
    await expect(input).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Đỗ Minh Hùng');
    await expect(page.getByRole('banner')).toContainText('Đỗ Minh Hùng');
  });

  await test.step('the e-mail, once set, cannot be edited', async () => {
    await expect(page.getByRole('main')).toContainText(email);
    await expect(profile.edit('Email')).toHaveCount(0);
  });

  await test.step('a text file named .png is refused before upload', async () => {
    await profile.avatarUpload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toContainText('Chỉ nhận ảnh PNG hoặc JPEG');
  });

  await test.step('upload an avatar: it shows on the page and in the header', async () => {
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/user/users/upload-avatar'));
    await profile.avatarUpload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(320, 320, [217, 72, 15]) });
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByText('Đã cập nhật ảnh đại diện')).toBeVisible();
    await expect(profile.avatarChange).toBeAttached();
    const headerAvatar = page.getByRole('banner').locator('img[src^="/photo/medium/"]').first();
    await expect(headerAvatar).toBeVisible();
    expect(await headerAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  await test.step('favourite a product: the bookmark fills, stays after a reload, and empties again', async () => {
    await page.goto(await someProductPath(page.request));
    const bookmark = favoriteButton(page);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(favoriteButton(page)).toHaveAttribute('aria-pressed', 'true');
    await favoriteButton(page).click();
    await expect(favoriteButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
});

test('an account without an e-mail adds one with the mailed code; a taken address gets the same screen and its owner a note', async ({ page, playwright, baseURL, profilePage: profile }) => {
  // The page never tells whether an address has an account.
  const api = await playwright.request.newContext({ baseURL });
  const taken = await registerAccount(api, 'owner', 'Chủ Địa Chỉ');
  await api.dispose();
  const own = await registerAccount(page.request, 'zalo', 'Lý Thu Zalo');
  await removeEmail(own);
  const fresh = `added.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;

  const main = page.getByRole('main');
  const input = profile.input('Email');
  const firstBox = profile.firstCodeBox;
  const confirm = profile.confirmEmail;

  await test.step('a taken address: the code screen as for any address; the owner is told, and no code works', async () => {
    await profile.goto();
    await profile.edit('Email').click();
    await expect(input).toBeFocused();
    await input.fill(taken.toUpperCase());
    await input.press('Enter');
    await expect(main).toContainText(`Chúng tôi đã gửi thư đến ${taken}`);
    await expect(firstBox).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const note = await nextMailTo(taken);
    expect(note.subject).toContain('có người muốn thêm địa chỉ e-mail của bạn');
    expect(note.text).not.toMatch(/\b\d{6}\b/);

    await expect(confirm).toBeDisabled();
    await page.keyboard.type('123456');
    await confirm.click();
    await expect(main.getByRole('alert')).toHaveText('Mã xác nhận không hợp lệ hoặc đã hết hạn.');
    await expect(firstBox).toBeFocused();
  });

  await test.step('another address: its code adds it, and the e-mail can no longer be edited', async () => {
    await page.getByRole('button', { name: 'Đổi e-mail' }).click();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(taken);
    await input.fill(fresh);
    await input.press('Enter');
    await expect(main).toContainText(`Chúng tôi đã gửi thư đến ${fresh}`);
    const code = await codeMailedTo(fresh);
    await firstBox.click();
    await page.keyboard.type(code);
    await confirm.click();
    await expect(page.getByText('Đã thêm e-mail vào tài khoản.')).toBeVisible();
    await expect(main).toContainText(fresh);
    await expect(profile.edit('Email')).toHaveCount(0);
    await page.reload();
    await expect(main).toContainText(fresh);
  });
});

test('a guest who bookmarks a product gets the login dialog', async ({ page }) => {
  const path = await someProductPath(page.request);
  await page.goto(path);
  await favoriteButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Vui lòng đăng nhập' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', `/login?return_url=${encodeURIComponent(path)}`);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  await expect(favoriteButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('guests asking for settings or notifications are offered the login page', async ({ page }) => {
  await page.goto('/user/settings');
  await expect(page.getByRole('main').getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login?return_url=%2Fuser%2Fsettings');
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login?return_url=%2Fnotifications');
});
