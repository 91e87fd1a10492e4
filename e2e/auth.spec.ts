import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { Header } from './pages/header.ts';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { nextMailTo } from './support/mailbox.ts';

// Register → the header shows the name → log out → a wrong
// password shows the red box and the field error → the right one follows return_url.

const PASSWORD = 'mật khẩu đủ dài 2026';

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
}

/** The header's account menu button (its name starts with "Tài khoản", then the account name). */
function accountButton(page: Page) {
  return new Header(page).accountButton;
}

/** Signs `request`'s cookies in (the page's, when it is `page.request`). */
async function signInThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/login', { headers: await mutationHeaders(request), data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

const SHARED_NAME = 'Phạm Minh Khôi';
let sharedEmail: Promise<string> | null = null;

/**
 * One account registered through the API for the tests below: registrations are rate limited
 * per IP, and every e2e journey comes from the same one.
 */
function sharedAccount(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<string> {
  sharedEmail ??= (async () => {
    const email = uniqueEmail('shared');
    const api = await playwright.request.newContext({ baseURL });
    await registerAccount(api, 'shared', SHARED_NAME, { email, password: PASSWORD });
    await api.dispose();
    return email;
  })();
  return sharedEmail;
}

test('register, log out, fail with a wrong password, then log in and come back to return_url', async ({ page, registerPage, signInPage, header }) => {
  const email = uniqueEmail('journey');

  await test.step('register with the e-mailed code: the header shows the first 20 characters of the name', async () => {
    await registerPage.goto();
    await registerPage.signUp({ fullname: 'Nguyễn Thị Phương Thảo Linh', email, password: PASSWORD });

    await expect(page).toHaveURL('/');
    await expect(header.accountButton).toContainText('Nguyễn Thị Phương Th…');
    await expect(header.signInLink).toHaveCount(0);
  });

  await test.step('log out from the user menu', async () => {
    await header.signOut();

    await expect(page).toHaveURL('/');
    await expect(header.signInLink).toBeVisible();
    await expect(header.accountButton).toHaveCount(0);
  });

  await test.step('a wrong password: red box on top, message beside the password', async () => {
    await signInPage.goto('/thuong-hieu');
    await signInPage.signIn(email, 'not the password');
    const password = signInPage.password;

    await expect(page.getByRole('alert')).toContainText('e-mail hoặc mật khẩu không đúng');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('E-mail hoặc mật khẩu không đúng.');
    await expect(page).toHaveURL('/login?return_url=%2Fthuong-hieu');
  });

  await test.step('the right password follows return_url', async () => {
    await signInPage.password.fill(PASSWORD);
    await signInPage.submit.click();

    await expect(page).toHaveURL('/thuong-hieu');
    await expect(accountButton(page)).toContainText('Nguyễn Thị Phương Th…');
  });
});

test('the login form checks empty fields before sending, and shows the password on request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Vui lòng nhập e-mail.');
  await expect(email).toBeFocused();

  const password = page.getByLabel('Mật khẩu', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
});

test('a return_url to another site is ignored', async ({ page, playwright, baseURL }) => {
  const email = await sharedAccount(playwright, baseURL);

  await page.goto('/login?return_url=%2F%2Fevil.example%2Fsteal');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

  await expect(page).toHaveURL('/');
  await expect(accountButton(page)).toContainText(SHARED_NAME);
});

test('the user menu works from the keyboard and closes on Escape and outside clicks', async ({ page, playwright, baseURL }) => {
  await signInThroughApi(page.request, await sharedAccount(playwright, baseURL));
  await page.goto('/thuong-hieu');

  const button = accountButton(page);
  await expect(button).toContainText(SHARED_NAME);
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Đơn hàng của tôi', 'Đơn hàng PCB', 'Yêu thích', 'Cài đặt tài khoản', /^Thông báo/, 'Đăng xuất']);
  await expect(menu.getByRole('menuitem', { name: 'Đơn hàng của tôi' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Đơn hàng của tôi' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toHaveCount(0);
});

test('a signed-in visitor opening /login is sent on to return_url', async ({ page, playwright, baseURL }) => {
  await signInThroughApi(page.request, await sharedAccount(playwright, baseURL));
  await page.goto('/login?return_url=%2Fthuong-hieu');
  await expect(page).toHaveURL('/thuong-hieu');
  await expect(accountButton(page)).toContainText(SHARED_NAME);
});

test('registering an address that has an account looks the same as a new one; its owner is told by e-mail', async ({ page, playwright, baseURL }) => {
  const taken = await sharedAccount(playwright, baseURL);
  const fresh = uniqueEmail('fresh');
  const screens: string[] = [];

  for (const email of [fresh, taken]) {
    await page.goto('/register');
    await page.getByLabel('Họ và tên').fill('Người Thử');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    const card = page.getByRole('region', { name: 'Xác nhận e-mail' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    // The same words for both, but for the masked address itself.
    screens.push((await card.innerText()).replace(/\S*@example\.vn/, '<email>').replace(/\d+:\d\d/, '<m:ss>'));
  }
  expect(screens[0]).toBe(screens[1]);
  expect(screens[0]).toContain('Nhập mã gồm 6 chữ số trong thư để tạo tài khoản.');

  const notice = await nextMailTo(taken);
  expect(notice.subject).toContain('bạn đã có tài khoản');
  expect(notice.text).toMatch(/\/login/);
  expect(notice.text).toMatch(/\/forgot-password/);
  // Typing any code on the owner's address creates nothing and signs nobody in.
  await page.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mã xác nhận không đúng hoặc đã hết hạn.');
  await expect(accountButton(page)).toHaveCount(0);
});
