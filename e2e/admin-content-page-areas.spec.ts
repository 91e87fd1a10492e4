import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Staff keep the page areas alive from /admin (spec §3): a notification banner, an ad and a supporter of
// the support widget are written, refused with the field's own message when wrong, changed and
// deleted there, every change listed with who made it; a shopper's next visit shows what staff
// saved. (The demo's own banners and popup stay off for the journeys: page-areas.setup.ts.)

const WORDS = 'Kho Hà Nội kiểm kê ngày 30/11, đơn đặt hôm đó giao từ 1/12.';
const CHANGED = 'Kho Hà Nội kiểm kê ngày 30/11: đơn đặt hôm đó giao từ sáng 1/12.';

// Each journey drives the staff page and opens up to three shoppers' browsers of their own.
test.beforeEach(() => test.slow());

/** A shopper's first visit to the home page, in a browser of their own (no session mark, no cache). */
async function shopperHome(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await run(page);
  await context.close();
}

test('staff write a home banner (refused when empty), a shopper sees it, staff change and delete it; each change is listed', async ({ staff, browser }) => {
  await staff.goto('/admin/banners');
  await expect(staff.getByRole('heading', { level: 1, name: 'Thông báo trên trang' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Banner thông báo' })).toHaveAttribute('aria-current', 'page');
  await staff.getByRole('button', { name: 'Thêm thông báo' }).click();
  const form = staff.getByRole('form', { name: 'Thông báo mới' });
  await form.getByRole('textbox', { name: 'Màu nền', exact: true }).fill('xanh');
  await form.getByRole('button', { name: 'Lưu thông báo' }).click();
  // The shared rule's messages beside the inputs, focus on the first one to fix.
  const content = form.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' });
  await expect(content).toBeFocused();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Màu nền', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('combobox', { name: 'Hiện trên' }).selectOption({ label: 'Trang chủ' });
  await content.fill(WORDS);
  await form.getByRole('textbox', { name: /tiếng Anh/ }).fill('Hanoi stock count on 30 Nov: orders placed that day ship from 1 Dec.');
  await form.getByRole('textbox', { name: 'Màu nền', exact: true }).fill('#e9f1fb');
  await form.getByRole('textbox', { name: 'Màu chữ', exact: true }).fill('#0b4f9c');
  await form.getByRole('button', { name: 'Lưu thông báo' }).click();
  await expect(form).toHaveCount(0);
  const banners = staff.getByRole('list', { name: 'Thông báo trên trang' });
  const row = banners.getByRole('listitem').filter({ hasText: WORDS });
  await expect(row).toContainText('Đang hiện');
  const changes = staff.getByRole('region', { name: 'Thay đổi gần đây' });
  await expect(changes.getByRole('listitem').first()).toContainText('tạo');
  await expect(changes.getByRole('listitem').first()).toContainText('Lê Văn Kho');

  await shopperHome(browser, async (page) => {
    const banner = page.getByTestId('notification-banner');
    await expect(banner).toContainText(WORDS);
    await expect(banner).toHaveCSS('background-color', 'rgb(233, 241, 251)');
  });

  await row.getByRole('button', { name: `Sửa: ${WORDS}` }).click();
  const edit = staff.getByRole('form', { name: 'Sửa thông báo' });
  await edit.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' }).fill(CHANGED);
  await edit.getByRole('button', { name: 'Lưu thông báo' }).click();
  await expect(banners.getByRole('listitem').filter({ hasText: CHANGED })).toBeVisible();
  await expect(changes.getByRole('listitem').first()).toContainText(`${WORDS} → ${CHANGED}`);
  await shopperHome(browser, async (page) => {
    await expect(page.getByTestId('notification-banner')).toContainText(CHANGED);
  });

  await staff.getByRole('button', { name: `Xóa: ${CHANGED}` }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa thông báo' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(banners.getByRole('listitem').filter({ hasText: CHANGED })).toHaveCount(0);
  await expect(changes.getByRole('listitem').first()).toContainText('xóa');
  await shopperHome(browser, async (page) => {
    // The page areas have loaded (the widget is one of them) and no banner came with them.
    await expect(page.getByRole('button', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('notification-banner')).toHaveCount(0);
  });
});

test('staff add a supporter (refused without a channel), a shopper finds them under Skype, staff hide them and they are gone', async ({ staff, browser }) => {
  await staff.goto('/admin/supporters');
  await expect(staff.getByRole('heading', { level: 1, name: 'Người hỗ trợ' })).toBeVisible();
  await staff.getByRole('button', { name: 'Thêm người hỗ trợ' }).click();
  const form = staff.getByRole('form', { name: 'Người hỗ trợ mới' });
  await form.getByRole('combobox', { name: 'Nhóm', exact: true }).selectOption({ label: 'Tư vấn bán hàng' });
  await form.getByRole('textbox', { name: 'Tên hiển thị' }).fill('Đỗ Quang Huy');
  await form.getByRole('button', { name: 'Lưu người hỗ trợ' }).click();
  const skype = form.getByRole('textbox', { name: 'Skype' });
  await expect(form.getByText('Cần ít nhất một kênh: Zalo, Messenger, Skype, e-mail hoặc điện thoại.').first()).toBeVisible();
  await expect(skype).toHaveAttribute('aria-invalid', 'true');
  await skype.fill('live:huy.kythuat');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('huy@');
  await form.getByRole('button', { name: 'Lưu người hỗ trợ' }).click();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await form.getByRole('textbox', { name: 'E-mail' }).fill('');
  await form.getByRole('button', { name: 'Lưu người hỗ trợ' }).click();
  const supporters = staff.getByRole('list', { name: 'Người hỗ trợ' });
  const row = supporters.getByRole('listitem').filter({ hasText: 'Đỗ Quang Huy' });
  await expect(row).toContainText('Skype: live:huy.kythuat');
  await expect(row).toContainText('Tư vấn bán hàng');

  await shopperHome(browser, async (page) => {
    await page.getByRole('button', { name: 'Hỗ trợ trực tuyến' }).click();
    const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await panel.getByRole('button', { name: 'Skype' }).click();
    await expect(panel.getByRole('link', { name: /Đỗ Quang Huy/ })).toHaveAttribute('href', 'skype:live%3Ahuy.kythuat?chat');
  });

  await row.getByRole('button', { name: 'Ẩn: Đỗ Quang Huy' }).click();
  await expect(row).toContainText('Đã ẩn');
  const changes = staff.getByRole('region', { name: 'Thay đổi gần đây' });
  await expect(changes.getByRole('listitem').first()).toContainText('active: true → false');
  await shopperHome(browser, async (page) => {
    await page.getByRole('button', { name: 'Hỗ trợ trực tuyến' }).click();
    const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await panel.getByRole('button', { name: 'Skype' }).click();
    await expect(panel.getByRole('link', { name: /Nguyễn Thu Hà/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Đỗ Quang Huy/ })).toHaveCount(0);
  });

  await row.getByRole('button', { name: 'Xóa: Đỗ Quang Huy' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa người hỗ trợ' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(row).toHaveCount(0);
});

test('staff add a footer ad with its picture (refused without one), a shopper sees it at the end of the page, staff delete it', async ({ staff, browser }) => {
  const picture = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#6a1b9a' } }).png().toBuffer();
  await staff.goto('/admin/ads');
  await expect(staff.getByRole('heading', { level: 1, name: 'Quảng cáo' })).toBeVisible();
  await staff.getByRole('button', { name: 'Thêm quảng cáo' }).click();
  const form = staff.getByRole('form', { name: 'Quảng cáo mới' });
  await form.getByRole('combobox', { name: 'Vị trí' }).selectOption({ label: 'Khối cuối trang, bên trái' });
  await form.getByRole('textbox', { name: 'Dẫn đến' }).fill('javascript:alert(1)');
  await form.getByRole('textbox', { name: /Chữ trên ảnh \(tiếng Việt/ }).fill('Nạp chương trình vi điều khiển theo lô');
  await form.getByRole('button', { name: 'Lưu quảng cáo' }).click();
  await expect(form.getByText('Nhập một trang của cửa hàng (bắt đầu bằng /) hoặc địa chỉ https://.')).toBeVisible();
  await expect(form.getByLabel(/^Ảnh \(PNG/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Dẫn đến' }).fill('/dich-vu');
  await form.getByLabel(/^Ảnh \(PNG/).setInputFiles({ name: 'nap-chuong-trinh.png', mimeType: 'image/png', buffer: picture });
  await form.getByRole('button', { name: 'Lưu quảng cáo' }).click();
  const row = staff.getByRole('list', { name: 'Danh sách quảng cáo' }).getByRole('listitem').filter({ hasText: 'Nạp chương trình vi điều khiển theo lô' });
  await expect(row).toContainText('Dẫn đến: /dich-vu');
  await expect(staff.getByRole('region', { name: 'Thay đổi gần đây' }).getByRole('listitem').first()).toContainText('tạo');

  await shopperHome(browser, async (page) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const ad = page.getByRole('list', { name: 'Quảng cáo' }).getByRole('img', { name: 'Nạp chương trình vi điều khiển theo lô' });
    await expect(ad).toBeVisible();
    // The picture staff chose is served: its rendition (drawn on the first request) is an image.
    const source = await ad.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
    const served = await page.request.get(source);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });

  await row.getByRole('button', { name: 'Xóa: Nạp chương trình vi điều khiển theo lô' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa quảng cáo' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(row).toHaveCount(0);
});
