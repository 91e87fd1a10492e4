import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { AdminContactListResponse, AdminNewsListResponse, AdminNewsResponse } from '#shared/content/admin-schemas.ts';
import type { NewsArticleResponse, NewsListResponse } from '#shared/content/news-schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

async function saveNews(who: SignedIn | null, fields: Record<string, string>, options: { id?: number; cover?: Buffer } = {}) {
  const body = multipart(fields, options.cover ? [{ field: 'cover', name: 'cover.png', type: 'image/png', bytes: options.cover }] : []);
  const response = await t.app.inject({
    method: 'POST',
    url: options.id ? `/v1/admin/content/news/${options.id}` : '/v1/admin/content/news',
    headers: { ...csrfHeaders(who?.cookie), 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json<{ id: number; error?: { code: string; fields?: Record<string, string> } }>() };
}

const XSS_BODY = '<p onclick="alert(1)">Mở đầu <a href="javascript:alert(2)">xấu</a> <a href="https://example.com/x">tốt</a></p><script>alert(3)</script><img src=x onerror=alert(4)><h2>Phần 1</h2>';

describe('staff news (the back office side of /tin-tuc)', () => {
  test('guests and customers get 403; staff read the list with drafts', async () => {
    expect((await t.app.inject('/v1/admin/content/news')).statusCode).toBe(403);
    const asCustomer = await t.app.inject({ url: '/v1/admin/content/news', headers: { cookie: customer.cookie } });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    expect((await saveNews(customer, { title: 'Bài của khách', slug: 'bai-cua-khach', status: 'published' })).status).toBe(403);
    const list = await t.app.inject({ url: '/v1/admin/content/news', headers: { cookie: staff.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminNewsListResponse>().total).toBeGreaterThanOrEqual(7);
  });

  test('a draft stays private; publishing it puts it on /v1/news with a cleaned body and the cover; each change is recorded', async () => {
    const cover = await sharp({ create: { width: 40, height: 21, channels: 3, background: '#225588' } }).png().toBuffer();
    const created = await saveNews(staff, { title: 'Giới thiệu cảm biến nhiệt độ', slug: 'cam-bien-nhiet-do', excerpt: 'Tóm tắt.', body: XSS_BODY, status: 'draft' }, { cover });
    expect(created.status).toBe(201);
    expect((await t.app.inject('/v1/news/cam-bien-nhiet-do')).statusCode).toBe(404);

    const updated = await saveNews(staff, { title: 'Giới thiệu cảm biến nhiệt độ', slug: 'cam-bien-nhiet-do', excerpt: 'Tóm tắt.', body: XSS_BODY, status: 'published' }, { id: created.body.id });
    expect(updated.status).toBe(200);
    const article = (await t.app.inject('/v1/news/cam-bien-nhiet-do')).json<NewsArticleResponse>().article;
    expect(article.body).toBe('<p>Mở đầu <span>xấu</span> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">tốt</a></p><h2>Phần 1</h2>');
    expect(article.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(article.cover_image_id).toEqual(expect.any(Number));
    expect((await t.app.inject(`/upload/large/${article.cover_image_id}.jpg`)).statusCode).toBe(200);
    // Newest first: published just now, it leads the public list.
    expect((await t.app.inject('/v1/news')).json<NewsListResponse>().data[0]!.slug).toBe('cam-bien-nhiet-do');

    const detail = (await t.app.inject({ url: `/v1/admin/content/news/${created.body.id}`, headers: { cookie: staff.cookie } })).json<AdminNewsResponse>().article;
    expect(detail.changes.map((change) => change.action)).toEqual(['update', 'create']);
    expect(detail.changes[0]!.user_name).toBe(staff.user.fullname);
    // The one record of staff changes keeps what the update changed, before → after.
    const records = await t.orm.em.fork().execute<{ action: string; before: unknown; after: Record<string, unknown> }[]>(`select action, before, after from staff_changes where subject = 'news' and subject_id = ? order by id`, [String(created.body.id)]);
    expect(records[0]).toMatchObject({ action: 'create', before: null, after: { title: 'Giới thiệu cảm biến nhiệt độ', status: 'draft' } });
    expect(records[1]!.action).toBe('update');
    expect(records[1]!.before).toMatchObject({ status: 'draft' });
    expect(records[1]!.after).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(Object.keys(records[1]!.after)).not.toContain('title');
    expect(detail.updated_by).toBe(staff.user.fullname);
  });

  test('validation: field keys beside the inputs, a taken slug is a 409, nothing written', async () => {
    const before = (await t.app.inject({ url: '/v1/admin/content/news', headers: { cookie: staff.cookie } })).json<AdminNewsListResponse>().total;
    const bad = await saveNews(staff, { title: 'ab', slug: 'Có Dấu', status: 'live' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({ title: 'field_too_short', slug: 'slug_invalid', status: 'field_invalid' });
    const taken = await saveNews(staff, { title: 'Trùng đường dẫn', slug: 'xep-lop-mach-in-4-lop', status: 'draft' });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.fields).toEqual({ slug: 'slug_taken' });
    const notPicture = await saveNews(staff, { title: 'Ảnh hỏng', slug: 'anh-hong', status: 'draft' }, { cover: Buffer.from('GIF89a not really') });
    expect(notPicture.status).toBe(415);
    const after = (await t.app.inject({ url: '/v1/admin/content/news', headers: { cookie: staff.cookie } })).json<AdminNewsListResponse>().total;
    expect(after).toBe(before);
  });

  test('a scheduled article appears only once its date has come; delete removes it and is recorded', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const created = await saveNews(staff, { title: 'Sẽ đăng ngày mai', slug: 'se-dang-ngay-mai', status: 'published', published_at: later });
    expect(created.status).toBe(201);
    expect((await t.app.inject('/v1/news/se-dang-ngay-mai')).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/admin/content/news/${created.body.id}`, headers: csrfHeaders(staff.cookie) });
    expect(removed.statusCode).toBe(200);
    const [record] = await t.orm.em.fork().execute<{ action: string; user_id: string }[]>(`select action, user_id from staff_changes where subject = 'news' and subject_id = ? order by id desc limit 1`, [String(created.body.id)]);
    expect(record).toMatchObject({ action: 'delete' });
    expect(Number(record!.user_id)).toBe(staff.user.id);
  });
});

describe('POST /v1/contact-messages (spec §2 /lien-he)', () => {
  const message = { name: 'Lê Thu Hà', email: 'ha@example.com', subject: 'Hỏi về lắp ráp', message: 'Shop có nhận lắp ráp 50 bo mạch không ạ?' };

  async function send(body: unknown, headers: Record<string, string> = csrfHeaders(), remoteAddress = '10.1.0.1') {
    const response = await t.app.inject({ method: 'POST', url: '/v1/contact-messages', headers, payload: body as object, remoteAddress });
    return { status: response.statusCode, body: response.json<{ id?: number; message?: string; error?: { code: string; fields?: Record<string, string> } }>() };
  }

  test('a guest message is stored, staff are mailed, and staff read it in the back office', async () => {
    const sent = await send(message);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('contact_message_sent');
    const mail = await t.mailbox.waitForMail((m) => m.subject === '[Liên hệ] Hỏi về lắp ráp');
    expect(mail.to).toEqual(['hotro@linhkienviet.vn']);
    expect(mail.text).toContain('Lê Thu Hà');
    expect(mail.text).toContain('/admin/contact-messages');

    expect((await t.app.inject({ url: '/v1/admin/content/contact-messages', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const list = (await t.app.inject({ url: '/v1/admin/content/contact-messages', headers: { cookie: staff.cookie } })).json<AdminContactListResponse>();
    expect(list.data[0]).toMatchObject({ id: sent.body.id, name: 'Lê Thu Hà', email: 'ha@example.com', phone: null, read_at: null });
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const read = await t.app.inject({ method: 'POST', url: `/v1/admin/content/contact-messages/${sent.body.id}/read`, headers: csrfHeaders(staff.cookie) });
    expect(read.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/v1/admin/content/contact-messages', headers: { cookie: staff.cookie } })).json<AdminContactListResponse>();
    expect(after.data[0]).toMatchObject({ read_by: staff.user.fullname });
    expect(after.unread).toBe(list.unread - 1);
  });

  test('bad input gets a key per field and writes nothing; no anti-forgery token is a 403', async () => {
    const count = async () => Number((await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from contact_messages'))[0]!.n);
    const before = await count();
    const bad = await send({ name: 'A', email: '', phone: '', subject: '', message: 'ngắn' }, csrfHeaders(), '10.1.0.2');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation_failed', fields: { name: 'field_too_short', email: 'contact_reach_required', phone: 'contact_reach_required', subject: 'field_required', message: 'field_too_short' } });
    expect((await send(message, { 'x-requested-with': 'XMLHttpRequest' }, '10.1.0.2')).status).toBe(403);
    expect(await count()).toBe(before);
  });

  test('more than 5 messages an hour from one address is a 429', async () => {
    for (let index = 0; index < 5; index += 1) expect((await send({ ...message, subject: `Lần ${index + 1}` }, csrfHeaders(), '10.1.0.3')).status).toBe(201);
    const sixth = await send(message, csrfHeaders(), '10.1.0.3');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe('too_many_requests');
  });

  test('an Idempotency-Key makes a repeated send one message', async () => {
    const headers = { ...csrfHeaders(), 'idempotency-key': '6f1c1c52-3d1b-4b7e-9a55-0d7c2f0e9a11' };
    const first = await send({ ...message, subject: 'Gửi hai lần' }, headers, '10.1.0.4');
    const second = await send({ ...message, subject: 'Gửi hai lần' }, headers, '10.1.0.4');
    expect(second.body.id).toBe(first.body.id);
    const [row] = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from contact_messages where subject = 'Gửi hai lần'`);
    expect(Number(row!.n)).toBe(1);
  });
});
