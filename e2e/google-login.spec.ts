import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount } from './support/api.ts';

// scripts/e2e-server.ts starts a real OpenID provider (oidc-provider) on E2E_OIDC_PORT standing in
// for Google, with GOOGLE_* pointing the shop at it.
const PROVIDER_ORIGIN = `http://127.0.0.1:${process.env.E2E_OIDC_PORT || 3190}`;

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
}

/** At the provider: the sign-in form, then the consent screen. */
async function signInAtProvider(page: Page, answers: { email: string; name?: string; consent?: 'Allow' | 'Cancel' }) {
  await expect(page).toHaveURL((url) => url.origin === PROVIDER_ORIGIN);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(answers.email);
  if (answers.name) await page.getByLabel('Name (optional)').fill(answers.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access' })).toBeVisible();
  await page.getByRole('button', { name: answers.consent ?? 'Allow' }).click();
}

/** A password account made through the API, as someone who registered earlier would have. */
async function registerPasswordAccount(request: APIRequestContext, email: string, fullname: string) {
  await registerAccount(request, 'linked', fullname, { email, password: 'correct horse battery' });
}

test('Google sign-in: the first visit creates the account and comes back signed in to where the user was', async ({ page }) => {
  await page.goto('/login?return_url=%2Fproduct%2Fdien-tro');
  await page.getByRole('link', { name: 'Tiếp tục với Google' }).click();

  await signInAtProvider(page, { email: uniqueEmail('google'), name: 'Nguyễn Thu Hà' });

  await expect(page).toHaveURL('/product/dien-tro');
  await expect(page.getByRole('button', { name: /Nguyễn Thu Hà/ })).toBeVisible();
});

test('Google sign-in with the verified e-mail of a password account opens that account', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('linked');
  const api = await playwright.request.newContext({ baseURL });
  await registerPasswordAccount(api, email, 'Trần Quốc Bảo');
  await api.dispose();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Tiếp tục với Google' }).click();
  await signInAtProvider(page, { email, name: 'Someone Else' });

  await expect(page).toHaveURL('/');
  // The existing account's name, not the one the provider sent: linked, not duplicated.
  await expect(page.getByRole('button', { name: /Trần Quốc Bảo/ })).toBeVisible();
});

test('cancelling at the provider returns to the login page with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Tiếp tục với Google' }).click();
  await signInAtProvider(page, { email: uniqueEmail('cancel'), consent: 'Cancel' });

  await expect(page).toHaveURL(/\/login\?error=social_failed/);
  await expect(page.getByRole('alert')).toContainText('Không đăng nhập được bằng mạng xã hội');
  await expect(page.getByRole('button', { name: /Tài khoản/ })).toHaveCount(0);
});
