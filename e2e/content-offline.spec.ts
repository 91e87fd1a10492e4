import { expect, test, type Page } from '@playwright/test';
import { mutationHeaders, registerAccount } from './support/api.ts';
import { readShopData } from './support/shop-database.ts';

// Visited content opens offline (issue "Offline and local-first"), as catalogue pages do: forum
// topics, the services, and an article with the comments it showed last.

const ARTICLE_SLUG = 'han-linh-kien-smd-bang-kem-han-va-stencil';

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

test('a visited forum topic, the services list and a service page open offline', async ({ page, context }) => {
  // The service worker's install and six page loads.
  test.slow();
  const [topic] = await readShopData<{ slug: string; title: string }>('select slug, title from forum_topics order by id limit 1');
  await controlledByServiceWorker(page);
  await page.goto(`/forums/${topic!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic!.title })).toBeVisible();
  const firstPost = page.locator('main article').first();
  const postText = (await firstPost.textContent())!;
  await page.goto('/dich-vu');
  await expect(page.getByRole('heading', { level: 2, name: 'Gia công mạch in PCB' })).toBeVisible();
  await page.goto('/dich-vu/lap-rap-linh-kien-pcba');
  await expect(page.getByRole('heading', { level: 1, name: 'Lắp ráp linh kiện (PCBA)' })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/forums/${topic!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic!.title })).toBeVisible();
  await expect(page.locator('main article').first()).toHaveText(postText);
  await page.goto('/dich-vu');
  await expect(page.getByRole('heading', { level: 2, name: 'Gia công mạch in PCB' })).toBeVisible();
  await page.goto('/dich-vu/lap-rap-linh-kien-pcba');
  await expect(page.getByRole('heading', { level: 1, name: 'Lắp ráp linh kiện (PCBA)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bạn cần chuẩn bị' })).toBeVisible();
  await context.setOffline(false);
});

test('a visited article shows offline the comments it showed last', async ({ page, context }) => {
  await registerAccount(page.request, 'article-comments', 'Hồ Văn Đọc Tin');
  const [article] = await readShopData<{ id: number }>('select id from news_articles where slug = $1', [ARTICLE_SLUG]);
  const captcha = (await (await page.request.get('/reload-captcha')).json()) as { captcha_key: string };
  const [row] = await readShopData<{ answer: string }>('select answer from captcha_challenges where id = $1', [captcha.captcha_key]);
  const text = `Bài viết dễ hiểu, mình sẽ thử stencil thép ${Date.now()}`;
  const written = await page.request.post('/v1/comments', {
    headers: await mutationHeaders(page.request),
    data: { comment: { content: text, commentable_id: article!.id, commentable_type: 'App\\Models\\News' }, captcha_key: captcha.captcha_key, captcha: row!.answer },
  });
  expect(written.status()).toBe(201);

  await controlledByServiceWorker(page);
  await page.goto(`/tin-tuc/${ARTICLE_SLUG}`);
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  await expect(comments.getByRole('article', { name: 'Bình luận của Hồ Văn Đọc Tin' })).toContainText(text);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article h1')).toContainText('Hàn linh kiện dán SMD');
  await expect(comments.getByRole('article', { name: 'Bình luận của Hồ Văn Đọc Tin' })).toContainText(text);
  await context.setOffline(false);
});
