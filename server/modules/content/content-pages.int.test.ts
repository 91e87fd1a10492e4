import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InformationResponse, NewsArticleResponse, NewsListResponse, ServiceListResponse, ServiceResponse, ShopPageResponse } from '#shared/content/news-schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string) {
  const response = await t.app.inject(url);
  return { status: response.statusCode, body: response.json<T>() };
}

describe('GET /v1/news (spec §2 /tin-tuc)', () => {
  test('published articles newest first, 9 a page, in the one pagination envelope', async () => {
    const { status, body } = await get<NewsListResponse>('/v1/news');
    expect(status).toBe(200);
    expect(body).toMatchObject({ current_page: 1, per_page: 9, last_page: 1 });
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.data).toHaveLength(body.total);
    const dates = body.data.map((article) => article.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'tu-gom-mlcc-mat-dien-dung-theo-dien-ap',
      title: expect.stringContaining('MLCC'),
      excerpt: expect.any(String),
      cover_image_id: expect.any(Number),
      published_at: expect.any(String),
    });
  });

  test('drafts and articles scheduled for later are not public', async () => {
    const em = t.orm.em.fork();
    await em.execute(`insert into news_articles (slug, title, status) values ('ban-nhap', 'Bản nháp', 'draft')`);
    await em.execute(`insert into news_articles (slug, title, status, published_at) values ('sap-dang', 'Sắp đăng', 'published', now() + interval '1 day')`);
    const { body } = await get<NewsListResponse>('/v1/news');
    expect(body.data.map((article) => article.slug)).not.toContain('ban-nhap');
    expect(body.data.map((article) => article.slug)).not.toContain('sap-dang');
    expect((await get('/v1/news/ban-nhap')).status).toBe(404);
    expect((await get('/v1/news/sap-dang')).status).toBe(404);
    await em.execute(`delete from news_articles where slug in ('ban-nhap', 'sap-dang')`);
  });

  test('a page past the end answers no rows and names the last page; a bad page is a 400', async () => {
    const { status, body } = await get<NewsListResponse>('/v1/news?page=5');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [], current_page: 5, last_page: 1 });
    expect((await get('/v1/news?page=0')).status).toBe(400);
    expect((await get('/v1/news?page=abc')).status).toBe(400);
  });

  test('an article with its body and three related articles; an unknown slug is a 404', async () => {
    const { status, body } = await get<NewsArticleResponse>('/v1/news/xep-lop-mach-in-4-lop');
    expect(status).toBe(200);
    expect(body.article.title).toContain('4 lớp');
    expect(body.article.body).toContain('<h2>');
    expect(body.related).toHaveLength(3);
    expect(body.related.map((article) => article.slug)).not.toContain('xep-lop-mach-in-4-lop');
    // The newest article has no older ones enough... it still gets related ones.
    expect((await get<NewsArticleResponse>('/v1/news/tu-gom-mlcc-mat-dien-dung-theo-dien-ap')).body.related).toHaveLength(3);
    const missing = await get<{ error: { code: string } }>('/v1/news/khong-co');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });
});

describe('GET /v1/services (spec §2 /dich-vu)', () => {
  test('five services in order, each with its call to action', async () => {
    const { body } = await get<ServiceListResponse>('/v1/services');
    expect(body.services).toHaveLength(5);
    expect(body.services[0]).toMatchObject({ slug: 'gia-cong-mach-in-pcb', name_en: 'PCB fabrication', call_to_action: 'pcb' });
    expect(body.services.map((service) => service.call_to_action)).toContain('contact');
  });

  test('one service with the others; unknown is 404', async () => {
    const { status, body } = await get<ServiceResponse>('/v1/services/tim-nguon-linh-kien');
    expect(status).toBe(200);
    expect(body.service).toMatchObject({ slug: 'tim-nguon-linh-kien', call_to_action: 'contact' });
    expect(body.service.body_en).toContain('authorised distributors');
    expect(body.others).toHaveLength(4);
    expect((await get('/v1/services/khong-co')).status).toBe(404);
  });
});

describe('footer pages (spec §2 /cong-ty/{slug}, /information/{slug}, /pages/quy-dinh-bao-hanh)', () => {
  test('a page by slug with its group, in both languages', async () => {
    const { status, body } = await get<ShopPageResponse>('/v1/pages/quy-dinh-bao-hanh');
    expect(status).toBe(200);
    expect(body.page).toMatchObject({ slug: 'quy-dinh-bao-hanh', name: 'Quy định bảo hành', name_en: 'Warranty policy', url: '/pages/quy-dinh-bao-hanh' });
    expect(body.page.content).toContain('7 ngày');
    expect(body.page.content_en).toContain('7 days');
    expect(body.information).toEqual({ slug: 'chinh-sach', name: 'Chính sách', name_en: 'Policies' });
    expect((await get('/v1/pages/khong-co')).status).toBe(404);
  });

  test('an information group lists its pages in footer order', async () => {
    const { body } = await get<InformationResponse>('/v1/informations/chinh-sach');
    expect(body.information.name_en).toBe('Policies');
    expect(body.pages.map((page) => page.slug)).toEqual(['quy-dinh-bao-hanh', 'chinh-sach-van-chuyen', 'chinh-sach-bao-mat', 'xuat-hoa-don-vat']);
    expect((await get('/v1/informations/khong-co')).status).toBe(404);
  });
});
