import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The shop's content (spec §2): news (/tin-tuc, Vietnamese only), services, contact with its form,
// company and policy pages, every footer link a real page; staff publish news from /admin and it
// appears on /tin-tuc with its HTML cleaned (XSS payloads stay inert in the browser).

const NOT_FOUND = 'Không tìm thấy trang';

/** Fails the test if any script payload ever runs: an alert dialog or the marker global. */
function watchForXss(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  };
}

test('read a news article: list with covers and dates, the article with related articles, share links and its JSON-LD', async ({ page }) => {
  await page.goto('/');
  await page.locator('header a[href="/tin-tuc"]:visible').click();
  await expect(page).toHaveURL(/\/tin-tuc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
  const first = page.locator('main li').filter({ hasText: 'MLCC' }).first();
  await expect(first.locator('time')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await expect(first.locator('img')).toHaveAttribute('src', /^\/upload\/large\/\d+\.jpg$/);
  await page.getByRole('link', { name: /Xếp lớp mạch in 4 lớp/ }).click();
  await expect(page).toHaveURL(/\/tin-tuc\/xep-lop-mach-in-4-lop$/);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Xếp lớp mạch in 4 lớp: đặt mặt phẳng mass ở đâu cho đúng?');
  await expect(article.getByRole('heading', { level: 2, name: 'Cấu hình tiêu chuẩn' })).toBeVisible();
  const share = page.getByRole('region', { name: 'Chia sẻ' });
  await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer\/sharer\.php\?u=http.*tin-tuc%2Fxep-lop-mach-in-4-lop/);
  const related = page.getByRole('region', { name: 'Bài viết liên quan' });
  await expect(related.getByRole('link')).toHaveCount(3);
  await related.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/xep-lop-mach-in-4-lop/);
  await expect(page.locator('article h1')).not.toHaveText(/4 lớp/);

  // The server's answer for the article carries its Open Graph tags and Article JSON-LD.
  const html = await (await page.request.get('/tin-tuc/xep-lop-mach-in-4-lop', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain('"@type":"Article"');
});

test('the English storefront says the news is in Vietnamese and links to the Vietnamese list', async ({ page }) => {
  await page.goto('/lang/en');
  await page.goto('/tin-tuc');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Our news is published in Vietnamese only.');
  await page.getByRole('link', { name: 'Xem tin tức bằng tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/tin-tuc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
});

test('staff publish an article that then appears on /tin-tuc, with script payloads inert', async ({ staff, page }) => {
  const title = `Bài thử nghiệm ${Date.now()}`;
  await staff.goto('/admin/news');
  await staff.getByRole('link', { name: 'Viết bài mới' }).click();
  await staff.getByLabel('Tiêu đề').fill(title);
  await expect(staff.getByLabel('Đường dẫn')).toHaveValue(/^bai-thu-nghiem-\d+$/);
  await staff.getByLabel('Tóm tắt').fill('Bài viết do nhân viên soạn trong phép thử.');
  await staff
    .getByLabel(/^Nội dung/)
    .fill('<p>Đoạn mở đầu <strong>in đậm</strong>.</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script><p onclick="alert(3)"><a href="javascript:alert(4)">liên kết xấu</a></p><h2>Phần hai</h2>');
  await staff.getByLabel('Trạng thái').selectOption('published');
  await staff.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(staff).toHaveURL(/\/admin\/news$/);
  await expect(staff.getByRole('link', { name: title })).toBeVisible();

  const inert = watchForXss(page);
  await page.goto('/tin-tuc');
  await expect(page.locator('main li').first()).toContainText(title);
  await page.getByRole('link', { name: title }).click();
  const article = page.locator('article');
  await expect(article.getByText('Đoạn mở đầu')).toBeVisible();
  await expect(article.locator('strong')).toHaveText('in đậm');
  await expect(article.getByRole('heading', { level: 2, name: 'Phần hai' })).toBeVisible();
  await expect(article.locator('script, img, [onclick], [onerror], a[href^="javascript"]')).toHaveCount(0);
  await article.getByText('liên kết xấu').click();
  await inert();
});

test('contact form: messages beside the fields, then sent; staff read it in the back office', async ({ page, staff }) => {
  await page.goto('/');
  await page.locator('header a[href="/lien-he"]:visible').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cửa hàng TP. Hồ Chí Minh' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Xem bản đồ' }).first()).toHaveAttribute('href', 'https://maps.google.com/?q=10.7769,106.7009');
  await expect(page.locator('main').getByText(/Giờ mở cửa: Thứ 2 - Thứ 7/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Biểu mẫu liên hệ' });
  await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(form.getByText('Hãy để lại e-mail hoặc số điện thoại để chúng tôi trả lời bạn.').first()).toBeVisible();
  await expect(form.getByLabel('Họ và tên')).toBeFocused();
  const subject = `Hỏi giá lắp ráp ${Date.now()}`;
  await form.getByLabel('Họ và tên').fill('Phạm Quốc Bảo');
  await form.getByLabel('Số điện thoại').fill('0912 345 678');
  await form.getByLabel('Chủ đề').fill(subject);
  await form.getByLabel('Nội dung').fill('Tôi cần lắp ráp 100 bo mạch điều khiển động cơ, xin báo giá.');
  await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Cảm ơn bạn! Tin nhắn đã được gửi.');

  await staff.goto('/admin/contact-messages');
  const message = staff.getByRole('listitem').filter({ hasText: subject });
  await expect(message).toContainText('Phạm Quốc Bảo');
  await message.getByRole('button', { name: 'Đánh dấu đã đọc' }).click();
  await expect(message).toContainText('Đã đọc');
});

test('services: each has its page and a call to action into /pcb or the contact form', async ({ page }) => {
  await page.goto('/dich-vu');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await page.getByRole('link', { name: 'Tìm nguồn linh kiện' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tìm nguồn linh kiện' })).toBeVisible();
  await page.getByRole('link', { name: 'Liên hệ tư vấn' }).click();
  await expect(page).toHaveURL(/\/lien-he\?subject=/);
  await expect(page.getByLabel('Chủ đề')).toHaveValue('Tìm nguồn linh kiện');
  await page.goto('/dich-vu/gia-cong-mach-in-pcb');
  await expect(page.getByRole('link', { name: 'Báo giá PCB ngay' })).toHaveAttribute('href', '/pcb');
});

test('every footer link and the top bar sections lead to real pages', async ({ page }) => {
  // One full page load per link (about fifteen).
  test.setTimeout(120_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Quy định bảo hành' })).toBeVisible();
  const hrefs = await footer.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  const bar = await page.locator('header a[href="/dich-vu"], header a[href="/tin-tuc"], header a[href="/lien-he"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(bar).toEqual(expect.arrayContaining(['/dich-vu', '/tin-tuc', '/lien-he']));
  // /bom (the BOM tool) is its own part of the shop, built and tested with it.
  const paths = [...new Set([...hrefs, ...bar])].filter((href) => !href.startsWith('/upload/') && href !== '/bom');
  expect(paths.length).toBeGreaterThanOrEqual(12);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND }), path).toHaveCount(0);
  }
});

test('a visited article and policy page open offline', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await page.goto('/tin-tuc/han-linh-kien-smd-bang-kem-han-va-stencil');
  await expect(page.locator('article h1')).toContainText('Hàn linh kiện dán SMD');
  await page.goto('/pages/quy-dinh-bao-hanh');
  await expect(page.getByRole('heading', { level: 1, name: 'Quy định bảo hành' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/tin-tuc/han-linh-kien-smd-bang-kem-han-va-stencil');
  await expect(page.locator('article h1')).toContainText('Hàn linh kiện dán SMD');
  await expect(page.locator('article').getByRole('heading', { level: 2, name: 'Chuẩn bị' })).toBeVisible();
  await page.goto('/pages/quy-dinh-bao-hanh');
  await expect(page.getByRole('heading', { level: 2, name: 'Thời hạn' })).toBeVisible();
  await context.setOffline(false);
});
