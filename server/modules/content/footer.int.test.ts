import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FooterInfoResponse, FooterResponse } from '#shared/content/schemas.ts';
import { fillFooterEnglish } from '../../seed/footer-english.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function info(query: string) {
  const response = await t.app.inject(`/v1/get-footer?${query}`);
  return { status: response.statusCode, body: response.json<FooterInfoResponse>() };
}

async function category(slug: string): Promise<{ id: number; name: string; name_en: string }> {
  const [row] = await t.orm.em.fork().execute<{ id: number; name: string; name_en: string }[]>('select id, name, name_en from categories where slug = ?', [slug]);
  return row!;
}

describe('GET /v1/get-footer?info=1&category_id&show_info (spec §7)', () => {
  test('info=1 answers the footer info area only: the company information in both languages', async () => {
    const { status, body } = await info('info=1');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.category).toBeNull();
    expect(body.data.company?.html).toContain('<p>Công ty TNHH Linh Kiện Việt.');
    expect(body.data.company?.html_en).toContain('<p>Linh Kien Viet Co., Ltd.');
  });

  test("a category's first unfiltered page gets the category's own text, over two paragraphs", async () => {
    const resistors = await category('dien-tro');
    const { body } = await info(`info=1&category_id=${resistors.id}&show_info=1`);
    expect(body.data.category).toMatchObject({ id: resistors.id, name: 'Điện trở', name_en: 'Resistors' });
    expect(body.data.category?.html).toMatch(/^<p>Danh mục Điện trở có \d+ mã linh kiện/);
    expect(body.data.category?.html_en).toMatch(/^<p>The Resistors category holds \d+ parts/);
    expect(body.data.category?.html.match(/<p>/g)?.length).toBeGreaterThan(2);
    expect(body.data.company).not.toBeNull();
    // show_info is 1 unless the page says otherwise.
    expect((await info(`info=1&category_id=${resistors.id}`)).body.data.category?.id).toBe(resistors.id);
  });

  test('show_info=0 (a filtered or later page) leaves the category text out; an unknown category has none', async () => {
    const resistors = await category('dien-tro');
    const hidden = await info(`info=1&category_id=${resistors.id}&show_info=0`);
    expect(hidden.body.data.category).toBeNull();
    expect(hidden.body.data.company).not.toBeNull();
    expect((await info('info=1&category_id=2000000000&show_info=1')).body.data.category).toBeNull();
  });

  test('a category without a text, and a blank text, give no category block', async () => {
    const resistors = await category('dien-tro');
    await t.orm.em.fork().execute("update categories set info = '  ', info_en = null where id = ?", [resistors.id]);
    expect((await info(`info=1&category_id=${resistors.id}&show_info=1`)).body.data.category).toBeNull();
  });

  test('without info (or info=0) the whole footer comes as before', async () => {
    for (const url of ['/v1/get-footer', '/v1/get-footer?info=0&category_id=1']) {
      const footer = (await t.app.inject(url)).json<FooterResponse>();
      expect(footer.informations.length).toBeGreaterThan(0);
      expect(footer).not.toHaveProperty('data');
    }
  });

  test('malformed parameters are 400s', async () => {
    for (const query of ['info=2', 'info=1&category_id=0', 'info=1&category_id=abc', 'info=1&show_info=yes', 'info=1&category_id=2147483648']) {
      expect((await t.app.inject(`/v1/get-footer?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('the footer in English', () => {
  test('branches and the bank-transfer logo have English names; the logo an English picture', async () => {
    const footer = (await t.app.inject('/v1/get-footer')).json<FooterResponse>();
    expect(footer.addresses.map((branch) => branch.name_en)).toEqual(['Ho Chi Minh City store', 'Hanoi branch']);
    expect(footer.addresses[0]?.address_en).toBe('123 Nguyen Thi Minh Khai, Ben Thanh Ward, District 1, Ho Chi Minh City');
    const transfer = footer.payment_methods.find((method) => method.name === 'Chuyển khoản');
    expect(transfer).toMatchObject({ name_en: 'Bank transfer', image_en_id: expect.any(Number) });
    expect(transfer?.image_en_id).not.toBe(transfer?.image_id);
    const [logo] = await t.orm.em.fork().execute<{ storage_key: string }[]>('select storage_key from images where id = ?', [transfer!.image_en_id]);
    const svg = (await t.app.storage.get(logo!.storage_key))!.toString();
    expect(svg).toContain('<svg');
    // Logos without words keep one picture.
    expect(footer.payment_methods.find((method) => method.name === 'VNPAY')).toMatchObject({ name_en: null, image_en_id: null });
  });

  test('a demo database seeded before the English columns gets them at its next start, once', async () => {
    const em = t.orm.em.fork();
    await em.execute("update shop_addresses set name_en = null, address_en = null where name = 'Chi nhánh Hà Nội'");
    await em.execute("update payment_methods set name_en = null, image_en_id = null where name = 'Chuyển khoản'");
    await em.execute("insert into shop_addresses (name, address, position) values ('Kho riêng của shop', '1 Đường A', 9)");
    expect(await fillFooterEnglish(em, t.app.storage)).toBe(2);
    expect(await fillFooterEnglish(em, t.app.storage)).toBe(0);
    const footer = (await t.app.inject('/v1/get-footer')).json<FooterResponse>();
    expect(footer.addresses.find((branch) => branch.name === 'Chi nhánh Hà Nội')?.name_en).toBe('Hanoi branch');
    expect(footer.addresses.find((branch) => branch.name === 'Kho riêng của shop')?.name_en).toBeNull();
    expect(footer.payment_methods.find((method) => method.name === 'Chuyển khoản')).toMatchObject({ name_en: 'Bank transfer', image_en_id: expect.any(Number) });
  });
});
