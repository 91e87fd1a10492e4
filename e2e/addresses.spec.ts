import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from './support/api.ts';

// Issue 4 "Addresses and locations": a Vietnamese address through the province → district → ward
// cascade, a foreign one with a country code, then "make default" with ?return=/carts lands on
// /carts. One account, registered through the API (registrations are rate limited per IP).


/** Registers a fresh account with the page's own cookies, so the page is signed in. */
async function signUp(page: Page): Promise<void> {
  await registerAccount(page.request, 'addresses', 'Trần Thị Bích Ngọc');
}

/** The cards of the address list (not the header's or footer's list items). */
function addressCards(page: Page) {
  return page.getByRole('list', { name: 'Địa chỉ giao hàng' }).getByRole('listitem');
}

/** Chooses an option of a select once its options have loaded (the cascade loads them on demand). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  await expect(select.getByRole('option', { name: option, exact: true })).toHaveCount(1);
  await select.selectOption({ label: option });
}

test('guests are sent to the login page and come back afterwards', async ({ page }) => {
  await page.goto('/user/delivery-addresses');
  await expect(page).toHaveURL('/login?return_url=%2Fuser%2Fdelivery-addresses');
});

test('add a Vietnamese and a foreign address, then make one the default with ?return=/carts', async ({ page }) => {
  await signUp(page);

  await test.step('the first address: the profile page asks for it, through the cascade', async () => {
    await page.goto('/user/profiles/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoàn tất hồ sơ giao hàng' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Quốc gia', exact: true })).toHaveValue(/\d+/);
    await expect(page.getByRole('combobox', { name: 'Quận/Huyện', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(page.getByText('Vui lòng chọn tỉnh/thành phố.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tỉnh/Thành phố', exact: true })).toHaveAttribute('aria-invalid', 'true');

    await choose(page, 'Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
    await choose(page, 'Quận/Huyện', 'Quận 1');
    await choose(page, 'Phường/Xã', 'Phường Bến Nghé');
    // Choosing a higher level clears and reloads the lower ones (spec §4).
    await choose(page, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
    await expect(page.getByRole('combobox', { name: 'Quận/Huyện', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Phường/Xã', exact: true })).toBeDisabled();
    await choose(page, 'Quận/Huyện', 'Quận Ba Đình');
    await choose(page, 'Phường/Xã', 'Phường Phúc Xá');
    await expect(page.getByText(/Phí giao hàng dự kiến: 20\.000 đ/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).fill('12 Phố Đội Cấn');
    await page.getByRole('textbox', { name: 'Họ tên', exact: true }).fill('Trần Thị Bích Ngọc');
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('091234567');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(page.getByText('Số điện thoại chưa đúng, ví dụ: 0912 345 678.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0912 345 678');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();

    await expect(page).toHaveURL('/user/delivery-addresses');
    const card = addressCards(page).filter({ hasText: 'Phường Phúc Xá' });
    await expect(card).toContainText('Mặc định');
    await expect(card).toContainText('12 Phố Đội Cấn, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội');
  });

  await test.step('a foreign address: address, city, state, optional zip, phone with the country code', async () => {
    await page.getByRole('link', { name: 'Thêm địa chỉ mới' }).click();
    await expect(page).toHaveURL('/user/delivery-addresses/new');
    // A reload is a navigation the server answers with the page, not with the address API.
    await page.reload();
    const country = page.getByRole('combobox', { name: 'Quốc gia', exact: true });
    await expect(country).toBeEnabled();
    await country.selectOption({ label: '🇺🇸 Hoa Kỳ' });
    await expect(page.getByRole('combobox', { name: 'Tỉnh/Thành phố', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Số điện thoại', exact: true })).toHaveValue('+1 ');

    await page.getByRole('textbox', { name: 'Địa chỉ', exact: true }).fill('1 Market St');
    await page.getByRole('textbox', { name: 'Thành phố', exact: true }).fill('San Francisco');
    await page.getByRole('textbox', { name: 'Họ tên', exact: true }).fill('Jane Doe');
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('+1 415 555 2671');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(page.getByText('Vui lòng nhập bang/tỉnh.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Bang/Tỉnh', exact: true }).fill('CA');
    await page.getByRole('textbox', { name: 'Mã bưu chính (không bắt buộc)', exact: true }).fill('94105');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();

    await expect(page).toHaveURL('/user/delivery-addresses');
    const card = addressCards(page).filter({ hasText: 'Jane Doe' });
    await expect(card).toContainText('San Francisco, CA 94105');
    await expect(card).toContainText('+1 415 555 2671');
    await expect(card).not.toContainText('Mặc định');
  });

  await test.step('the default cannot be removed; another can be made the default', async () => {
    const vietnamese = addressCards(page).filter({ hasText: 'Phường Phúc Xá' });
    await expect(vietnamese.getByRole('button', { name: /^Xóa/ })).toHaveCount(0);
    await addressCards(page).filter({ hasText: 'Jane Doe' }).getByRole('button', { name: 'Đặt làm mặc định' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đặt địa chỉ mặc định.' })).toBeVisible();
    await expect(addressCards(page).first()).toContainText('Jane Doe');
    await expect(addressCards(page).first()).toContainText('Mặc định');
  });

  await test.step('with ?return=/carts, choosing an address makes it the default and goes to /carts', async () => {
    await page.goto('/user/delivery-addresses?return=/carts');
    await addressCards(page).filter({ hasText: 'Phường Phúc Xá' }).getByRole('button', { name: 'Giao đến địa chỉ này' }).click();
    await expect(page).toHaveURL('/carts');
    const list = await (await page.request.get('/user/delivery-addresses', { headers: { accept: 'application/json' } })).json();
    expect(list.delivery_addresses[0]).toMatchObject({ address_default: 1, ward: { name: 'Phường Phúc Xá' } });
  });

  await test.step('deleting asks first; a non-default address goes', async () => {
    await page.goto('/user/delivery-addresses');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Bạn có chắc muốn xóa địa chỉ này?');
      void dialog.accept();
    });
    await addressCards(page).filter({ hasText: 'Jane Doe' }).getByRole('button', { name: /^Xóa/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã xóa địa chỉ.' })).toBeVisible();
    await expect(addressCards(page).filter({ hasText: 'Jane Doe' })).toHaveCount(0);
  });
});
