import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeMailedTo } from './mailbox.ts';

/**
 * The headers of a mutating call (spec §7: an anti-forgery token and the ajax marker), after a
 * GET that hands out the `csrf_token` cookie to `request`'s cookie jar.
 */
export async function mutationHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/v1/me');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
}

/** A delivery address in Hà Nội › Phường Ba Đình (the 2025 map: province → ward), looked up through the locations API (spec §7). */
export async function vietnameseAddress(request: APIRequestContext) {
  type Locations = { locations: { id: number; name: string }[] };
  const countries = (await (await request.get('/v1/countries')).json()) as { countries: { id: number; iso_code: string }[] };
  const countryId = countries.countries.find((country) => country.iso_code === 'vn')?.id;
  expect(countryId).toBeDefined();
  const pick = async (query: string, name: string) => {
    const list = (await (await request.get(`/v1/locations?${query}`)).json()) as Locations;
    const found = list.locations.find((location) => location.name === name);
    expect(found, name).toBeDefined();
    return found!.id;
  };
  const province = await pick(`country_id=${countryId}`, 'Thành phố Hà Nội');
  const ward = await pick(`parent_id=${province}`, 'Phường Ba Đình');
  return { name: 'Nguyễn Văn An', phone: '0912 345 678', address: '12 Phố Đội Cấn', country_id: countryId!, province_id: province, ward_id: ward };
}

/** Saves a Vietnamese delivery address for the signed-in user of `request`. */
export async function addVietnameseAddress(request: APIRequestContext): Promise<void> {
  const saved = await request.post('/user/delivery-addresses', { headers: await mutationHeaders(request), data: await vietnameseAddress(request) });
  expect(saved.ok()).toBe(true);
}

const PASSWORD = 'mật khẩu đủ dài 2026';

/**
 * Chooses a place in one of the address form's comboboxes (client/ui/form/combobox-field.tsx) the
 * way a person does: types part of the name (marks aside) and clicks the option.
 */
export async function choosePlace(page: Page, label: string, option: string, typed = option): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/**
 * Registers an account as a person does: POST /register, the code from the
 * e-mail, POST /register/confirm. `request`'s cookies end up signed in (a page's `page.request`
 * leaves that page signed in). Answers the e-mail, unique per call unless `email` is given.
 */
export async function registerAccount(request: APIRequestContext, prefix: string, fullname = 'Nguyễn Văn An', options: { email?: string; password?: string } = {}): Promise<string> {
  const email = options.email ?? `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.vn`;
  const password = options.password ?? PASSWORD;
  const headers = await mutationHeaders(request);
  const started = await request.post('/register', { headers, data: { fullname, email, password, password_confirmation: password } });
  expect(started.status()).toBe(202);
  const { registration_id } = (await started.json()) as { registration_id: string };
  const confirmed = await request.post('/register/confirm', { headers, data: { registration_id, otp: await codeMailedTo(email) } });
  expect(confirmed.status()).toBe(201);
  return email;
}
