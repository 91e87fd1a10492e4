import { changeShopData } from './support/shop-database.ts';
import { expect, test } from './support/fixtures.ts';

// The back office's content screens link to each other and to moderation, and their long lists
// page by ?page=N with the shop's one pager (20 a page).

const SLUG_PREFIX = 'phan-trang-quan-tri-';

test.beforeAll(() =>
  changeShopData(
    `insert into news_articles (slug, title, status, created_at, updated_at)
     select '${SLUG_PREFIX}' || n, 'Bài nháp phân trang ' || n, 'draft', now() - make_interval(days => 30 + n), now() - make_interval(days => 30 + n) from generate_series(1, 25) n`,
  ),
);
test.afterAll(() => changeShopData(`delete from news_articles where slug like '${SLUG_PREFIX}%'`));

test('staff page through /admin/news and reach every content screen, moderation included, from its tabs', async ({ staff }) => {
  await staff.goto('/admin/news');
  await expect(staff.getByRole('heading', { level: 1, name: 'Quản trị tin tức' })).toBeVisible();
  const pager = staff.getByRole('navigation', { name: 'Các trang tin tức' });
  await expect(pager.getByText(/^Trang 1\/\d+$/)).toBeVisible();
  await expect(staff.locator('tbody tr')).toHaveCount(20);
  await pager.getByRole('link', { name: 'Cũ hơn' }).click();
  await expect(staff).toHaveURL(/\/admin\/news\?page=2$/);
  await expect(staff.getByRole('link', { name: 'Bài nháp phân trang 25' })).toBeVisible();
  await expect(pager.getByText(/^Trang 2\/\d+$/)).toBeVisible();

  const sections = staff.getByRole('navigation', { name: 'Mục quản trị' });
  await sections.getByRole('link', { name: 'Kiểm duyệt' }).click();
  await expect(staff).toHaveURL(/\/admin\/community$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Kiểm duyệt cộng đồng' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Kiểm duyệt' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Tin nhắn liên hệ' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Tin nhắn liên hệ' })).toBeVisible();
  await staff.goto('/admin');
  await staff.getByRole('navigation', { name: 'Loại đơn hàng' }).getByRole('link', { name: 'Kiểm duyệt' }).click();
  await expect(staff).toHaveURL(/\/admin\/community$/);
});
