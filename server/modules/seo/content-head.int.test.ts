import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const SHELL = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Linh Kiện Việt</title>
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
  </head>
  <body><div id="app"></div></body>
</html>`;

const clientDir = mkdtempSync(join(tmpdir(), 'content-head-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ config: { clientDir, publicUrl: 'https://linhkienviet.vn' } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body };
}

function jsonLd(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json" id="structured-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('content pages answer with their status and head (spec §2)', () => {
  test('a news article: title, canonical, Open Graph tags and Article JSON-LD', async () => {
    const { status, html } = await page('/tin-tuc/xep-lop-mach-in-4-lop');
    expect(status).toBe(200);
    expect(html).toContain('<title>Xếp lớp mạch in 4 lớp: đặt mặt phẳng mass ở đâu cho đúng? — Linh Kiện Việt</title>');
    expect(html).toContain('<link rel="canonical" href="https://linhkienviet.vn/tin-tuc/xep-lop-mach-in-4-lop" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/linhkienviet\.vn\/upload\/large\/\d+\.jpg" \/>/);
    expect(html).toContain('<meta property="og:url" content="https://linhkienviet.vn/tin-tuc/xep-lop-mach-in-4-lop" />');
    const data = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Xếp lớp mạch in 4 lớp: đặt mặt phẳng mass ở đâu cho đúng?', inLanguage: 'vi' });
    expect(String(data?.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('an unknown or draft article is a 404 page', async () => {
    expect((await page('/tin-tuc/khong-co-bai-nay')).status).toBe(404);
    await t.orm.em.fork().execute(`insert into news_articles (slug, title, status) values ('nhap-seo', 'Nháp', 'draft')`);
    expect((await page('/tin-tuc/nhap-seo')).status).toBe(404);
  });

  test('news, services and contact always answer; services, footer pages and groups by slug', async () => {
    for (const path of ['/tin-tuc', '/dich-vu', '/lien-he', '/dich-vu/kiem-tra-thiet-ke', '/cong-ty/gioi-thieu', '/information/huong-dan', '/pages/quy-dinh-bao-hanh']) {
      expect((await page(path)).status, path).toBe(200);
    }
    expect((await page('/dich-vu/khong-co')).status).toBe(404);
    expect((await page('/cong-ty/khong-co')).status).toBe(404);
    expect((await page('/information/khong-co')).status).toBe(404);
  });

  test('a footer page with a url of its own has that url as canonical', async () => {
    const { html } = await page('/cong-ty/quy-dinh-bao-hanh');
    expect(html).toContain('<link rel="canonical" href="https://linhkienviet.vn/pages/quy-dinh-bao-hanh" />');
    expect(html).toContain('<title>Quy định bảo hành — Linh Kiện Việt</title>');
  });
});
