import { expect, test, type Page } from '@playwright/test';
import { choosePlace, registerAccount } from './support/api.ts';

// A Vietnamese address through the province → ward cascade of
// the 2025 map (no districts), a foreign one with a country code chosen in the
// country combobox with flag pictures, then "make default" with ?return=/carts
// lands on /carts. One account, registered through the API (registrations are rate limited per IP).


/** Registers a fresh account with the page's own cookies, so the page is signed in. */
async function signUp(page: Page): Promise<void> {
  await registerAccount(page.request, 'addresses', 'Trần Thị Bích Ngọc');
}

/** The cards of the address list (not the header's or footer's list items). */
function addressCards(page: Page) {
  return page.getByRole('list', { name: 'Các địa chỉ giao hàng' }).getByRole('listitem');
}

test('guests are sent to the login page and come back afterwards', async ({ page }) => {
  await page.goto('/user/delivery-addresses');
  await expect(page).toHaveURL('/login?return_url=%2Fuser%2Fdelivery-addresses');
});

test('add a Vietnamese and a foreign address, then make one the default with ?return=/carts', async ({ page }) => {
  await signUp(page);

  await test.step('the first address: the profile page asks for it, through the province → ward cascade', async () => {
    await page.goto('/user/profiles/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoàn tất hồ sơ giao hàng' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Quốc gia', exact: true })).toHaveValue('Việt Nam');
    await expect(page.locator('img[src="/flags/vn.svg"]')).toBeVisible();
    // The 2025 map has no districts.
    await expect(page.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Phường/Xã', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(page.getByText('Vui lòng chọn tỉnh/thành phố.')).toBeVisible();
    const province = page.getByRole('combobox', { name: 'Tỉnh/Thành phố', exact: true });
    await expect(province).toHaveAttribute('aria-invalid', 'true');
    await expect(province).toBeFocused();

    // The keyboard: typing without marks filters the 34 provinces, Enter takes the first match.
    await province.fill('ho chi minh');
    await expect(province).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox', { name: 'Tỉnh/Thành phố' }).getByRole('option')).toHaveText(['Thành phố Hồ Chí Minh']);
    await province.press('Enter');
    await expect(province).toHaveValue('Thành phố Hồ Chí Minh');
    await expect(province).toHaveAttribute('aria-expanded', 'false');
    await choosePlace(page, 'Phường/Xã', 'Phường Bến Thành', 'ben thanh');
    await expect(page.getByText('Phí giao hàng dự kiến: 15.000 đ · Trong ngày hoặc ngày hôm sau')).toBeVisible();
    // Choosing a higher level clears and reloads the lower one (spec §4); Escape keeps the choice.
    await province.fill('ha n');
    await province.press('Escape');
    await expect(province).toHaveValue('Thành phố Hồ Chí Minh');
    await choosePlace(page, 'Tỉnh/Thành phố', 'Thành phố Hà Nội', 'Hà Nội');
    await expect(page.getByRole('combobox', { name: 'Phường/Xã', exact: true })).toHaveValue('');
    await choosePlace(page, 'Phường/Xã', 'Phường Ba Đình', 'ba dinh');
    await expect(page.getByText('Phí giao hàng dự kiến: 15.000 đ · Trong ngày hoặc ngày hôm sau')).toBeVisible();

    await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).fill('12 Phố Đội Cấn');
    await page.getByRole('textbox', { name: 'Họ tên', exact: true }).fill('Trần Thị Bích Ngọc');
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('091234567');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(page.getByText('Số điện thoại chưa đúng, ví dụ: 0912 345 678.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0912 345 678');
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();

    await expect(page).toHaveURL('/user/delivery-addresses');
    const card = addressCards(page).filter({ hasText: 'Phường Ba Đình' });
    await expect(card).toContainText('Mặc định');
    await expect(card).toContainText('12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội');
  });

  await test.step('English, one address: the page is the "Address book", never "Delivery addresses" over one card', async () => {
    await page.goto('/lang/en');
    await page.goto('/user/delivery-addresses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address book');
    await expect(page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Estimated delivery fee: $0.58 · Same or next day')).toBeVisible();
    await page.goto('/lang/vi');
  });

  await test.step('a foreign address: the country combobox finds it by its English name, with its flag picture', async () => {
    await page.goto('/user/delivery-addresses');
    await page.getByRole('link', { name: 'Thêm địa chỉ mới' }).click();
    await expect(page).toHaveURL('/user/delivery-addresses/new');
    // A reload is a navigation the server answers with the page, not with the address API.
    await page.reload();
    const country = page.getByRole('combobox', { name: 'Quốc gia', exact: true });
    await expect(country).toBeEnabled();
    await country.fill('united sta');
    const option = page.getByRole('listbox', { name: 'Quốc gia' }).getByRole('option', { name: 'Hoa Kỳ', exact: true });
    // A real picture (loaded, with a size), not an emoji that renders as a box.
    const optionFlag = option.locator('img[src="/flags/us.svg"]');
    await expect(optionFlag).toBeVisible();
    await expect.poll(() => optionFlag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await country.press('ArrowDown');
    await country.press('ArrowUp');
    await country.press('Enter');
    await expect(country).toHaveValue('Hoa Kỳ');
    await expect(page.locator('img[src="/flags/us.svg"]')).toBeVisible();
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
    const vietnamese = addressCards(page).filter({ hasText: 'Phường Ba Đình' });
    await expect(vietnamese.getByRole('button', { name: /^Xóa/ })).toHaveCount(0);
    await addressCards(page).filter({ hasText: 'Jane Doe' }).getByRole('button', { name: 'Đặt làm mặc định' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đặt địa chỉ mặc định.' })).toBeVisible();
    await expect(addressCards(page).first()).toContainText('Jane Doe');
    await expect(addressCards(page).first()).toContainText('Mặc định');
  });

  await test.step('with ?return=/carts, choosing an address makes it the default and goes to /carts', async () => {
    await page.goto('/user/delivery-addresses?return=/carts');
    await addressCards(page).filter({ hasText: 'Phường Ba Đình' }).getByRole('button', { name: 'Giao đến địa chỉ này' }).click();
    await expect(page).toHaveURL('/carts');
    const list = await (await page.request.get('/user/delivery-addresses', { headers: { accept: 'application/json' } })).json();
    expect(list.delivery_addresses[0]).toMatchObject({ address_default: 1, district: null, ward: { name: 'Phường Ba Đình' } });
  });

  await test.step('deleting asks first; a non-default address goes', async () => {
    await page.goto('/user/delivery-addresses');
    await addressCards(page).filter({ hasText: 'Jane Doe' }).getByRole('button', { name: /^Xóa/ }).click();
    // The shop's own confirm, not the browser's.
    const dialog = page.getByRole('alertdialog', { name: 'Xóa địa chỉ?' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc muốn xóa địa chỉ này?');
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ giao hàng' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Đã xóa địa chỉ.' })).toBeVisible();
    await expect(addressCards(page).filter({ hasText: 'Jane Doe' })).toHaveCount(0);
  });
});
