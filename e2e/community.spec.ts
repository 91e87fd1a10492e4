import { expect, test, type Page } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { readShopData } from './support/shop-database.ts';

// Comments on product pages (spec §5, §8) and the forum (spec §2 /forums/{slug}).

/** Answers the captcha the page shows, reading the answer the server keeps for its key. */
async function solveCaptcha(page: Page, drawn: Promise<{ captcha_key: string }>, form: ReturnType<Page['locator']>) {
  const { captcha_key } = await drawn;
  const [row] = await readShopData<{ answer: string }>('select answer from captcha_challenges where id = $1', [captcha_key]);
  await form.getByLabel('Mã xác nhận', { exact: true }).fill(row!.answer.toLowerCase());
}

function nextCaptcha(page: Page): Promise<{ captcha_key: string }> {
  return page.waitForResponse((response) => response.url().endsWith('/reload-captcha') && response.ok()).then((response) => response.json() as Promise<{ captcha_key: string }>);
}

async function firstProductSlug(): Promise<string> {
  const [row] = await readShopData<{ slug: string }>('select slug from products order by id limit 1');
  return row!.slug;
}

test('a guest sees the comments but gets the login dialog from the box and from Reply, and no send button', async ({ page }) => {
  await page.goto(`/products/${await firstProductSlug()}`);
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  await expect(comments.getByRole('article').first()).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Gửi bình luận' })).toHaveCount(0);
  await comments.getByRole('textbox', { name: 'Viết bình luận' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vui lòng đăng nhập' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Đăng nhập để bình luận');
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  await comments.getByRole('button', { name: 'Trả lời' }).first().click();
  await expect(dialog).toBeVisible();
});

test('a signed-in user comments with the captcha, replies, cancels a reply box, and script stays text', async ({ page }) => {
  await registerAccount(page.request, 'comments', 'Đỗ Thị Comment');
  const slug = (await readShopData<{ slug: string }>('select slug from products order by id desc limit 1'))[0]!.slug;
  const drawn = nextCaptcha(page);
  await page.goto(`/products/${slug}`);
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  const form = comments.locator('form').first();

  // Too short: the spec's message beside the box, nothing sent.
  await form.getByRole('textbox', { name: 'Viết bình luận' }).fill('Ngắn quá');
  await form.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(form.getByText('Tối thiểu 10 ký tự, tối đa 3000 ký tự')).toBeVisible();

  const payload = '<img src=x onerror="window.__xss=1"> Linh kiện chuẩn, đóng gói kỹ.';
  await form.getByRole('textbox', { name: 'Viết bình luận' }).fill(payload);
  await solveCaptcha(page, drawn, form);
  const redrawn = nextCaptcha(page);
  await form.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(comments.getByRole('status').filter({ hasText: 'Cảm ơn bạn đã bình luận!' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Viết bình luận' })).toHaveValue('');
  const thread = comments.getByRole('article', { name: 'Bình luận của Đỗ Thị Comment' });
  await expect(thread).toContainText(payload);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(comments.locator('img[src="x"]')).toHaveCount(0);
  await redrawn;

  // Reply opens the box; Cancel closes it (spec §4).
  await thread.getByRole('button', { name: 'Trả lời' }).click();
  const replyBox = comments.getByRole('textbox', { name: 'Trả lời Đỗ Thị Comment' });
  await expect(replyBox).toBeFocused();
  await comments.getByRole('button', { name: 'Huỷ' }).click();
  await expect(replyBox).toBeHidden();

  // Reply again and send: the box closes after success and the reply sits under the thread.
  const replyCaptcha = nextCaptcha(page);
  await thread.getByRole('button', { name: 'Trả lời' }).click();
  const replyForm = comments.locator('form').filter({ has: page.getByRole('textbox', { name: 'Trả lời Đỗ Thị Comment' }) });
  await replyBox.fill('Mình tự trả lời: đã dùng thử, chạy ổn định.');
  await solveCaptcha(page, replyCaptcha, replyForm);
  await replyForm.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(replyBox).toBeHidden();
  await expect(comments.getByRole('status').filter({ hasText: 'Cảm ơn bạn đã bình luận!' })).toBeVisible();
  await expect(comments.getByRole('article', { name: 'Trả lời của Đỗ Thị Comment' })).toContainText('@Đỗ Thị Comment Mình tự trả lời: đã dùng thử, chạy ổn định.');
});

test('a wrong captcha shows its message under the captcha and draws a new one', async ({ page }) => {
  await registerAccount(page.request, 'captcha');
  const drawn = nextCaptcha(page);
  await page.goto(`/products/${await firstProductSlug()}`);
  const form = page.getByRole('region', { name: /^Bình luận/ }).locator('form').first();
  await drawn;
  await form.getByRole('textbox', { name: 'Viết bình luận' }).fill('Bình luận với mã xác nhận sai.');
  await form.getByLabel('Mã xác nhận', { exact: true }).fill('ZZZZ1');
  const redrawn = nextCaptcha(page);
  await form.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(form.getByText('Mã xác nhận chưa đúng, vui lòng nhập lại mã mới.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Đã có lỗi xảy ra!');
  await redrawn;
  await expect(form.getByRole('textbox', { name: 'Viết bình luận' })).toHaveValue('Bình luận với mã xác nhận sai.');
});

test('forum: open a topic, reply in it, the sidebar shows the new topic and reply; posted HTML stays inert', async ({ page }) => {
  await registerAccount(page.request, 'forum', 'Vũ Văn Diễn Đàn');
  await page.goto('/forums');
  await expect(page.getByRole('heading', { level: 1, name: 'Diễn đàn' })).toBeVisible();
  const title = `Hỏi cách đo tụ điện bằng đồng hồ vạn năng ${Date.now()}`;
  await page.getByLabel('Tiêu đề').fill(title);
  const editor = page.getByRole('textbox', { name: 'Nội dung' });
  await editor.click();
  await page.getByRole('button', { name: 'In đậm' }).click();
  await editor.pressSequentially('Đồng hồ của mình không có thang đo tụ');
  await page.getByRole('button', { name: 'Đăng chủ đề' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article strong, article b').filter({ hasText: 'Đồng hồ của mình không có thang đo tụ' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Diễn đàn' });
  await expect(sidebar.getByTestId('new-topics').getByRole('link', { name: title })).toBeVisible();

  await editor.click();
  await editor.pressSequentially('Bạn thử đo bằng cách sạc xả qua điện trở nhé.');
  await page.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(page.getByRole('article', { name: 'Bài viết của Vũ Văn Diễn Đàn' }).nth(1)).toContainText('Bạn thử đo bằng cách sạc xả qua điện trở nhé.');
  await expect(sidebar.getByTestId('new-replies').getByRole('link', { name: 'Bạn thử đo bằng cách sạc xả qua điện trở nhé.' })).toBeVisible();

  // HTML sent straight to the API: the server's allow-list and the safe renderer keep it inert.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const { topic } = (await (await page.request.get(`/v1/topics/${slug}`)).json()) as { topic: { id: number } };
  const headers = await mutationHeaders(page.request);
  const posted = await page.request.post('/v1/posts', {
    headers,
    data: { post: { topic_id: topic.id, content: '<p onmouseover="window.__xss=1">Xem <a href="javascript:window.__xss=2">liên kết</a><img src=x onerror="window.__xss=3"><script>window.__xss=4</script> đây</p>' } },
  });
  expect(posted.status()).toBe(201);
  await page.reload();
  const last = page.getByRole('article', { name: 'Bài viết của Vũ Văn Diễn Đàn' }).last();
  await expect(last).toContainText('Xem liên kết đây');
  await last.hover();
  await expect(last.locator('img, script, [onmouseover]')).toHaveCount(0);
  await expect(last.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
