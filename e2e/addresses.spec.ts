import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { choosePlace, registerAccount } from './support/api.ts';

// A Vietnamese address through the province → ward cascade of
// the 2025 map (no districts), a foreign one with a country code chosen in the
// country combobox with flag pictures, then "make default" with ?return=/carts
// lands on /carts. One account, registered through the API (registrations are rate limited per IP).


/** Registers a fresh account with the page's own cookies, so the page is signed in. */
async function signUp(page: Page): Promise<void> {
  await registerAccount(page.request, 'addresses', 'Trần Thị Bích Ngọc');
}

test('guests are sent to the login page and come back afterwards', async ({ page }) => {
  await page.goto('/user/delivery-addresses');
  await expect(page).toHaveURL('/login?return_url=%2Fuser%2Fdelivery-addresses');
});

test('add a Vietnamese and a foreign address, then make one the default with ?return=/carts', async ({ page, addressesPage: addresses }) => {
  await signUp(page);

  await test.step('the first address: the profile page asks for it, through the province → ward cascade', async () => {
    await page.goto('/user/profiles/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoàn tất hồ sơ giao hàng' })).toBeVisible();
    await expect(addresses.place('Quốc gia')).toHaveValue('Việt Nam');
    await expect(addresses.flag('vn')).toBeVisible();
    // The 2025 map has no districts.
    await expect(page.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveCount(0);
    await expect(addresses.place('Phường/Xã')).toBeDisabled();

    await addresses.save.click();
    await expect(page.getByText('Vui lòng chọn tỉnh/thành phố.')).toBeVisible();
    const province = addresses.place('Tỉnh/Thành phố');
    await expect(province).toHaveAttribute('aria-invalid', 'true');
    await expect(province).toBeFocused();

    // The keyboard: typing without marks filters the 34 provinces, Enter takes the first match.
    await province.fill('ho chi minh');
    await expect(province).toHaveAttribute('aria-expanded', 'true');
    await expect(addresses.placeOptions('Tỉnh/Thành phố').getByRole('option')).toHaveText(['Thành phố Hồ Chí Minh']);
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
    await expect(addresses.place('Phường/Xã')).toHaveValue('');
    await choosePlace(page, 'Phường/Xã', 'Phường Ba Đình', 'ba dinh');
    await expect(page.getByText('Phí giao hàng dự kiến: 15.000 đ · Trong ngày hoặc ngày hôm sau')).toBeVisible();

    await addresses.field('Số nhà, tên đường').fill('12 Phố Đội Cấn');
    await addresses.field('Họ tên').fill('Trần Thị Bích Ngọc');
    await addresses.field('Số điện thoại').fill('091234567');
    await addresses.save.click();
    await expect(page.getByText('Số điện thoại chưa đúng, ví dụ: 0912 345 678.')).toBeVisible();
    await addresses.field('Số điện thoại').fill('0912 345 678');
    await addresses.save.click();

    await expect(page).toHaveURL('/user/delivery-addresses');
    const card = addresses.card('Phường Ba Đình');
    await expect(card).toContainText('Mặc định');
    await expect(card).toContainText('12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội');
  });

  await test.step('English, one address: the page is the "Address book", never "Delivery addresses" over one card', async () => {
    await page.goto('/lang/en');
    await addresses.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address book');
    await expect(page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Estimated delivery fee: $0.58 · Same or next day')).toBeVisible();
    await page.goto('/lang/vi');
  });

  await test.step('a foreign address: the country combobox finds it by its English name, with its flag picture', async () => {
    await addresses.goto();
    await addresses.addNew.click();
    await expect(page).toHaveURL('/user/delivery-addresses/new');
    // A reload is a navigation the server answers with the page, not with the address API.
    await page.reload();
    const country = addresses.place('Quốc gia');
    await expect(country).toBeEnabled();
    await country.fill('united sta');
    const option = addresses.placeOptions('Quốc gia').getByRole('option', { name: 'Hoa Kỳ', exact: true });
    // A real picture (loaded, with a size), not an emoji that renders as a box.
    const optionFlag = addresses.flag('us', option);
    await expect(optionFlag).toBeVisible();
    await expect.poll(() => optionFlag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await country.press('ArrowDown');
    await country.press('ArrowUp');
    await country.press('Enter');
    await expect(country).toHaveValue('Hoa Kỳ');
    await expect(addresses.flag('us')).toBeVisible();
    await expect(addresses.place('Tỉnh/Thành phố')).toHaveCount(0);
    await expect(addresses.field('Số điện thoại')).toHaveValue('+1 ');

    await addresses.field('Địa chỉ').fill('1 Market St');
    await addresses.field('Thành phố').fill('San Francisco');
    await addresses.field('Họ tên').fill('Jane Doe');
    await addresses.field('Số điện thoại').fill('+1 415 555 2671');
    await addresses.save.click();
    await expect(page.getByText('Vui lòng nhập bang/tỉnh.')).toBeVisible();
    await addresses.field('Bang/Tỉnh').fill('CA');
    await addresses.field('Mã bưu chính (không bắt buộc)').fill('94105');
    await addresses.save.click();

    await expect(page).toHaveURL('/user/delivery-addresses');
    const card = addresses.card('Jane Doe');
    await expect(card).toContainText('San Francisco, CA 94105');
    await expect(card).toContainText('+1 415 555 2671');
    await expect(card).not.toContainText('Mặc định');
  });

  await test.step('the default cannot be removed; another can be made the default', async () => {
    const vietnamese = addresses.card('Phường Ba Đình');
    await expect(vietnamese.getByRole('button', { name: /^Xóa/ })).toHaveCount(0);
    await addresses.card('Jane Doe').getByRole('button', { name: 'Đặt làm mặc định' }).click();
    await expect(addresses.status('Đã đặt địa chỉ mặc định.')).toBeVisible();
    await expect(addresses.cards.first()).toContainText('Jane Doe');
    await expect(addresses.cards.first()).toContainText('Mặc định');
  });

  await test.step('with ?return=/carts, choosing an address makes it the default and goes to /carts', async () => {
    await addresses.goto('/carts');
    await addresses.card('Phường Ba Đình').getByRole('button', { name: 'Giao đến địa chỉ này' }).click();
    await expect(page).toHaveURL('/carts');
    const list = await (await page.request.get('/user/delivery-addresses', { headers: { accept: 'application/json' } })).json();
    expect(list.delivery_addresses[0]).toMatchObject({ address_default: 1, district: null, ward: { name: 'Phường Ba Đình' } });
  });

  await test.step('deleting asks first; a non-default address goes', async () => {
    await addresses.goto();
    await addresses.card('Jane Doe').getByRole('button', { name: /^Xóa/ }).click();
    // The shop's own confirm, not the browser's.
    const dialog = page.getByRole('alertdialog', { name: 'Xóa địa chỉ?' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc muốn xóa địa chỉ này?');
    await dialog.getByRole('button', { name: 'Xóa', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ giao hàng' })).toBeFocused();
    await expect(addresses.status('Đã xóa địa chỉ.')).toBeVisible();
    await expect(addresses.card('Jane Doe')).toHaveCount(0);
  });
});
