import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Staff keep the services and the company/policy pages from /admin (spec §2 /dich-vu,
// /cong-ty/{slug}, /pages/{slug}): a service and a policy page are changed there (refused with the
// field's own message when wrong), a page is withdrawn and shown again, every change listed with who
// made it; a shopper's next visit shows what staff saved. The journey puts back what it changes
// that other journeys read (the shop's pages are shared by the whole run).

const SUMMARY = 'Kỹ sư soát sơ đồ, footprint và luật thiết kế trong 2 ngày làm việc, trước khi bạn đặt mạch.';
const BODY_LINE = 'Báo cáo gồm danh sách lỗi kèm ảnh chụp vị trí trên bo.';

// The journey drives the staff screens and opens three shoppers' browsers of their own.
test.beforeEach(() => test.slow());

/** A shopper's visit, in a browser of their own (no cache, no session). */
async function shopper(browser: Browser, path: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await run(page);
  await context.close();
}

test('staff change a service (refused without a name) and a policy page, withdraw a page and show it again; a shopper sees each change', async ({ staff, browser }) => {
  await staff.goto('/admin/services');
  await expect(staff.getByRole('heading', { level: 1, name: 'Dịch vụ' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('aria-current', 'page');
  const services = staff.getByRole('list', { name: 'Danh sách dịch vụ' });
  await expect(services.getByRole('listitem')).toHaveCount(5);
  await services.getByRole('button', { name: 'Sửa: Kiểm tra thiết kế mạch' }).click();
  const form = staff.getByRole('form', { name: 'Sửa dịch vụ' });
  const name = form.getByRole('textbox', { name: 'Tên dịch vụ (tiếng Việt)' });
  await expect(name).toBeFocused();
  await name.fill('  ');
  await form.getByRole('button', { name: 'Lưu dịch vụ' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('Kiểm tra thiết kế mạch');
  await form.getByRole('textbox', { name: 'Tóm tắt (tiếng Việt)' }).fill(SUMMARY);
  const body = form.getByRole('textbox', { name: 'Nội dung trang (tiếng Việt)' });
  await body.fill(`${await body.inputValue()}<p>${BODY_LINE}</p><script>alert(1)</script>`);
  await form.getByRole('button', { name: 'Lưu dịch vụ' }).click();
  await expect(form).toHaveCount(0);
  await expect(services.getByRole('listitem').filter({ hasText: 'Kiểm tra thiết kế mạch' })).toContainText(SUMMARY);
  const changes = staff.getByRole('region', { name: 'Thay đổi gần đây' });
  await expect(changes.getByRole('listitem').first()).toContainText('Lê Văn Kho');
  await expect(changes.getByRole('listitem').first()).toContainText('summary');

  await shopper(browser, '/dich-vu', async (page) => {
    await expect(page.getByRole('listitem').filter({ hasText: 'Kiểm tra thiết kế mạch' })).toContainText(SUMMARY);
    await page.getByRole('link', { name: 'Kiểm tra thiết kế mạch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kiểm tra thiết kế mạch' })).toBeVisible();
    await expect(page.locator('article')).toContainText(BODY_LINE);
    await expect(page.locator('article script')).toHaveCount(0);
  });

  await staff.goto('/admin/pages');
  await expect(staff.getByRole('heading', { level: 1, name: 'Trang thông tin' })).toBeVisible();
  const policies = staff.getByRole('list', { name: 'Các trang của nhóm Chính sách' });
  await policies.getByRole('button', { name: 'Sửa: Chính sách vận chuyển' }).click();
  const pageForm = staff.getByRole('form', { name: 'Sửa trang' });
  await pageForm.getByRole('textbox', { name: /^Liên kết riêng/ }).fill('javascript:alert(1)');
  await pageForm.getByRole('button', { name: 'Lưu trang' }).click();
  await expect(pageForm.getByText('Nhập một trang của cửa hàng (bắt đầu bằng /) hoặc địa chỉ https://.')).toBeVisible();
  await pageForm.getByRole('textbox', { name: /^Liên kết riêng/ }).fill('');
  const content = pageForm.getByRole('textbox', { name: 'Nội dung (tiếng Việt)' });
  const shipping = await content.inputValue();
  await content.fill(`${shipping}<h2>Giao hỏa tốc</h2><p>Nội thành TP. Hồ Chí Minh nhận trong 2 giờ.</p>`);
  await pageForm.getByRole('button', { name: 'Lưu trang' }).click();
  await expect(pageForm).toHaveCount(0);
  await expect(changes.getByRole('listitem').first()).toContainText('trang #');
  await expect(changes.getByRole('listitem').first()).toContainText('Chính sách vận chuyển');

  await shopper(browser, '/', async (page) => {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Chính sách vận chuyển' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chính sách vận chuyển' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Giao hỏa tốc' })).toBeVisible();
  });

  // Withdrawn: gone from the footer and its address; shown again: back.
  const vat = policies.getByRole('listitem').filter({ hasText: 'Xuất hóa đơn VAT' });
  await vat.getByRole('button', { name: 'Ẩn: Xuất hóa đơn VAT' }).click();
  await expect(vat).toContainText('Đã ẩn');
  await shopper(browser, '/information/chinh-sach', async (page) => {
    await expect(page.getByRole('link', { name: 'Quy định bảo hành' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Xuất hóa đơn VAT' })).toHaveCount(0);
    await page.goto('/cong-ty/xuat-hoa-don-vat');
    await expect(page.getByRole('heading', { level: 1, name: 'Xuất hóa đơn VAT' })).toHaveCount(0);
  });
  await vat.getByRole('button', { name: 'Hiện: Xuất hóa đơn VAT' }).click();
  await expect(vat).toContainText('Đang hiện');

  // What other journeys read, put back.
  await policies.getByRole('button', { name: 'Sửa: Chính sách vận chuyển' }).click();
  await staff.getByRole('form', { name: 'Sửa trang' }).getByRole('textbox', { name: 'Nội dung (tiếng Việt)' }).fill(shipping);
  await staff.getByRole('form', { name: 'Sửa trang' }).getByRole('button', { name: 'Lưu trang' }).click();
  await expect(staff.getByRole('form', { name: 'Sửa trang' })).toHaveCount(0);
  await shopper(browser, '/cong-ty/xuat-hoa-don-vat', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Xuất hóa đơn VAT' })).toBeVisible();
  });
});

test('staff add a footer back link (refused with a script link) and a promo popup that starts later; shoppers get the link at once and the popup from its start; both deleted', async ({ staff, browser }) => {
  await staff.goto('/admin/popups');
  await expect(staff.getByRole('heading', { level: 1, name: 'Popup và liên kết' })).toBeVisible();
  await staff.getByRole('button', { name: 'Thêm liên kết' }).click();
  const linkForm = staff.getByRole('form', { name: 'Liên kết mới' });
  await linkForm.getByRole('textbox', { name: 'Chữ hiển thị' }).fill('Cộng đồng STM32 Việt Nam');
  await linkForm.getByRole('textbox', { name: 'Dẫn đến' }).fill('javascript:alert(1)');
  await linkForm.getByRole('button', { name: 'Lưu liên kết' }).click();
  await expect(linkForm.getByRole('textbox', { name: 'Dẫn đến' })).toBeFocused();
  await expect(linkForm.getByText('Nhập một trang của cửa hàng (bắt đầu bằng /) hoặc địa chỉ https://.')).toBeVisible();
  await linkForm.getByRole('textbox', { name: 'Dẫn đến' }).fill('https://stm32.example.vn');
  await linkForm.getByRole('button', { name: 'Lưu liên kết' }).click();
  const links = staff.getByRole('list', { name: 'Liên kết cuối trang' });
  await expect(links.getByRole('listitem').filter({ hasText: 'Cộng đồng STM32 Việt Nam' })).toContainText('https://stm32.example.vn');

  await shopper(browser, '/', async (page) => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('list', { name: 'Liên kết' }).getByRole('link', { name: 'Cộng đồng STM32 Việt Nam' })).toHaveAttribute('href', 'https://stm32.example.vn');
  });

  await staff.getByRole('button', { name: 'Thêm popup' }).click();
  const popupForm = staff.getByRole('form', { name: 'Popup mới' });
  await popupForm.getByRole('textbox', { name: 'Tiêu đề (tiếng Việt)' }).fill('Nạp firmware miễn phí tuần này');
  await popupForm.getByRole('textbox', { name: 'Lời nhắn (tiếng Việt)' }).fill('Đơn lắp ráp PCBA được nạp firmware miễn phí đến Chủ nhật.');
  await popupForm.getByLabel('Bắt đầu (giờ Việt Nam)').fill('2099-01-02T08:00');
  await popupForm.getByLabel('Kết thúc (giờ Việt Nam)').fill('2099-01-01T08:00');
  await popupForm.getByRole('button', { name: 'Lưu popup' }).click();
  await expect(popupForm.getByText('Ngày kết thúc phải sau ngày bắt đầu.')).toBeVisible();
  await popupForm.getByLabel('Kết thúc (giờ Việt Nam)').fill('');
  await popupForm.getByRole('button', { name: 'Lưu popup' }).click();
  const popups = staff.getByRole('list', { name: 'Danh sách popup' });
  const row = popups.getByRole('listitem').filter({ hasText: 'Nạp firmware miễn phí tuần này' });
  await expect(row).toContainText('Đang bật');
  const offered = async () => {
    const context = await browser.newContext();
    const answer = await (await context.request.get('/v1/ads')).json();
    await context.close();
    return (answer as { popup: { title: string } | null }).popup?.title ?? null;
  };
  expect(await offered()).toBeNull();

  await row.getByRole('button', { name: 'Sửa: Nạp firmware miễn phí tuần này' }).click();
  await staff.getByRole('form', { name: 'Sửa popup' }).getByLabel('Bắt đầu (giờ Việt Nam)').fill('');
  await staff.getByRole('form', { name: 'Sửa popup' }).getByRole('button', { name: 'Lưu popup' }).click();
  await expect(row).toContainText('Không giới hạn thời gian');
  expect(await offered()).toBe('Nạp firmware miễn phí tuần này');
  const changes = staff.getByRole('region', { name: 'Thay đổi gần đây' });
  await expect(changes.getByRole('listitem').first()).toContainText('starts_at');

  await row.getByRole('button', { name: 'Xóa: Nạp firmware miễn phí tuần này' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa popup' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(row).toHaveCount(0);
  expect(await offered()).toBeNull();
  await links.getByRole('button', { name: 'Xóa: Cộng đồng STM32 Việt Nam' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa liên kết' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(links.getByRole('listitem').filter({ hasText: 'Cộng đồng STM32 Việt Nam' })).toHaveCount(0);
});
