import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { readShopData } from './support/shop-database.ts';

// A comment or a forum reply written offline is kept as a draft in Dexie and sent through the
// outbox once when the network returns; a comment asks its captcha only then (spec §5).

const ARTICLE = '/tin-tuc/han-linh-kien-smd-bang-kem-han-va-stencil';

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** axe's serious or critical findings inside `selector` (the draft controls are new screens). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every captcha the page draws from now on, with the picture it shows and the key of its answer. */
function collectCaptchas(page: Page): { captcha: string; captcha_key: string }[] {
  const drawn: { captcha: string; captcha_key: string }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/reload-captcha') && response.ok()) void response.json().then((body: { captcha: string; captcha_key: string }) => drawn.push(body));
  });
  return drawn;
}

/** Types the answer of the picture `form` shows (the comment box draws one of its own too). */
async function answerShownCaptcha(form: Locator, drawn: { captcha: string; captcha_key: string }[]): Promise<void> {
  const picture = form.getByRole('img', { name: /^Mã xác nhận/ });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src'))!;
  const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  await expect.poll(() => drawn.some((answer) => answer.captcha === svg)).toBe(true);
  const key = drawn.find((answer) => answer.captcha === svg)!.captcha_key;
  const [row] = await readShopData<{ answer: string }>('select answer from captcha_challenges where id = $1', [key]);
  await form.getByLabel('Mã xác nhận', { exact: true }).fill(row!.answer);
}

test('a comment written offline survives a reload, asks its captcha when the network returns and is stored once', async ({ page, context }) => {
  // A registration, the service worker's install and two reloads: a long journey by nature.
  test.slow();
  await registerAccount(page.request, 'offline-comment', 'Lý Thị Ngoại Tuyến');
  await controlledByServiceWorker(page);
  await page.goto(ARTICLE);
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  await expect(comments.getByText('Đang tải bình luận…')).toHaveCount(0);
  const text = `Viết lúc xưởng mất mạng, nhờ shop tư vấn kem hàn ${Date.now()}`;

  await context.setOffline(true);
  const form = comments.locator('form').first();
  await expect(form).toContainText('Bạn đang ngoại tuyến');
  await expect(form.getByLabel('Mã xác nhận', { exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Viết bình luận' }).fill(text);
  await form.getByRole('button', { name: 'Lưu bản nháp' }).click();
  await expect(comments.getByText('Đã lưu bình luận làm bản nháp trên máy này.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Viết bình luận' })).toHaveValue('');
  const draft = comments.getByRole('article', { name: 'Bình luận chờ gửi' });
  await expect(draft).toContainText(text);

  await page.reload();
  await expect(draft).toContainText(text);
  await expect(draft).toContainText('Khi có mạng, hãy nhập mã xác nhận để gửi.');
  expect(await readShopData('select id from comments where content = $1', [text])).toHaveLength(0);

  const drawn = collectCaptchas(page);
  await context.setOffline(false);
  await expect(draft).toContainText('cần nhập mã xác nhận để gửi bình luận này');
  await answerShownCaptcha(draft, drawn);
  expect(await seriousViolations(page, '#comments')).toEqual([]);
  await draft.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(comments.getByRole('status').filter({ hasText: 'Cảm ơn bạn đã bình luận!' })).toBeVisible();
  await expect(draft).toHaveCount(0);
  const mine = comments.getByRole('article', { name: 'Bình luận của Lý Thị Ngoại Tuyến' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(text);
  expect(await readShopData('select id from comments where content = $1', [text])).toHaveLength(1);

  await page.reload();
  await expect(mine).toHaveCount(1);
  await expect(draft).toHaveCount(0);
});

test('a forum reply written offline survives a reload and is posted once when the network returns', async ({ page, context }) => {
  test.slow();
  await registerAccount(page.request, 'offline-forum', 'Phan Văn Mất Mạng');
  const opened = await page.request.post('/v1/topics', {
    headers: await mutationHeaders(page.request),
    data: { topic: { title: `Nguồn 5V bị sụt áp khi cắm động cơ ${Date.now()}`, content: '<p>Mạch chạy động cơ nhỏ, áp tụt còn 4,2V.</p>' } },
  });
  expect(opened.status()).toBe(201);
  const { topic } = (await opened.json()) as { topic: { slug: string; title: string } };
  await controlledByServiceWorker(page);
  await page.goto(`/forums/${topic.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  const text = `Thêm tụ lọc 470uF sát động cơ và diode chống ngược ${Date.now()}`;

  await context.setOffline(true);
  const editor = page.getByRole('textbox', { name: 'Nội dung' });
  await editor.click();
  await editor.pressSequentially(text);
  await page.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(page.getByText('bài trả lời được lưu trên máy này và sẽ tự gửi khi có mạng')).toBeVisible();
  const waiting = page.getByRole('article', { name: 'Trả lời chờ gửi' });
  await expect(waiting).toContainText(text);
  await expect(waiting).toContainText('Đang chờ có mạng để gửi.');

  await page.reload();
  await expect(waiting).toContainText(text);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await readShopData('select id from forum_posts where content like $1', [`%${text}%`])).toHaveLength(0);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  const posted = page.getByRole('article', { name: 'Bài viết của Phan Văn Mất Mạng' });
  await expect(posted).toHaveCount(2);
  await expect(posted.nth(1)).toContainText(text);
  expect(await readShopData('select id from forum_posts where content like $1', [`%${text}%`])).toHaveLength(1);

  await page.reload();
  await expect(posted).toHaveCount(2);
  await expect(waiting).toHaveCount(0);
});
