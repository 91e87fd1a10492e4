import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COMMENTS_PER_PAGE } from '#shared/community/rules.ts';
import type { CaptchaResponse, CommentCreateResponse, CommentListResponse } from '#shared/community/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { COMMENTS_PER_USER } from './community-limits.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { solvedCaptcha as solvedCaptchaOf } from '../../test/captcha.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let productId: number;
let otherProductId: number;
let author: SignedIn;
let reader: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.orm.em.fork().execute<{ id: number }[]>('select id from products order by id desc limit 2');
  [productId, otherProductId] = rows.map((row) => row.id) as [number, number];
  [author, reader] = [await registerAndSignIn(t.app), await registerAndSignIn(t.app)];
});
afterAll(() => t.close());
// Each test starts with fresh counters; the limit itself has its own test below.
beforeEach(async () => {
  await t.orm.em.fork().execute(`delete from rate_limit_hits where key like 'comment:%' or key like 'captcha:%'`);
});

/** A fresh captcha typed in lower case (the check ignores case). */
async function solvedCaptcha(): Promise<{ captcha_key: string; captcha: string }> {
  const solved = await solvedCaptchaOf(t);
  return { ...solved, captcha: solved.captcha.toLowerCase() };
}

async function post(account: SignedIn | null, comment: Record<string, unknown>, captcha?: { captcha_key: string; captcha: string }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: { ...(account ? account.headers : csrfHeaders()), ...headers },
    payload: { comment: { commentable_type: 'App\\Models\\Product', commentable_id: productId, ...comment }, ...(captcha ?? (await solvedCaptcha())) },
  });
}

function list(query: string) {
  return t.app.inject(`/v1/comments?${query}`);
}

async function commentCount(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from comments');
  return Number(row!.n);
}

describe('GET /reload-captcha', () => {
  test('answers an SVG of paths and a key; the answer is five characters kept only on the server', async () => {
    const answer = await t.app.inject('/reload-captcha');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<CaptchaResponse>();
    expect(body.captcha).toMatch(/^<svg [^>]*>.*<path /s);
    const [row] = await t.orm.em.fork().execute<{ answer: string }[]>('select answer from captcha_challenges where id = ?', [body.captcha_key]);
    expect(row!.answer).toMatch(/^[A-Z2-9]{5}$/);
    expect(body.captcha).not.toContain(row!.answer);
    expect(JSON.stringify(body)).not.toContain(row!.answer);
  });
});

describe('POST /v1/comments', () => {
  test('a signed-in user comments with the right captcha: 201 thanks_for_comment, then listed', async () => {
    const answer = await post(author, { content: '  Sản phẩm dùng tốt, giao hàng nhanh.  ' });
    expect(answer.statusCode).toBe(201);
    const body = answer.json<CommentCreateResponse>();
    expect(body.message).toBe('thanks_for_comment');
    expect(body.comment).toMatchObject({ content: 'Sản phẩm dùng tốt, giao hàng nhanh.', user_id: author.user.id, parent_id: null, user_reply: null, name: author.user.fullname });
    const page = (await list(`object_id=${productId}&object_type=Product`)).json<CommentListResponse>();
    expect(page.comments.data[0]).toMatchObject({ id: body.comment.id, commentable_id: productId, commentable_type: 'App\\Models\\Product', childrens: [] });
  });

  test('a reply joins the thread with user_reply; a reply to a reply stays one level deep', async () => {
    const thread = (await post(author, { content: 'Con này có chạy được 5V không ạ?' })).json<CommentCreateResponse>().comment;
    const reply = await post(reader, { content: 'Chạy tốt ở 5V, mình đã thử rồi.', parent_id: thread.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<CommentCreateResponse>().comment).toMatchObject({ parent_id: thread.id, user_reply: { id: author.user.id } });
    const nested = await post(author, { content: 'Cảm ơn bạn nhiều nhé!', parent_id: reply.json<CommentCreateResponse>().comment.id });
    expect(nested.json<CommentCreateResponse>().comment).toMatchObject({ parent_id: thread.id, user_reply: { id: reader.user.id } });
    const listed = (await list(`object_id=${productId}&object_type=App\\Models\\Product`)).json<CommentListResponse>().comments.data.find((item) => item.id === thread.id)!;
    expect(listed.childrens.map((child) => child.content)).toEqual(['Chạy tốt ở 5V, mình đã thử rồi.', 'Cảm ơn bạn nhiều nhé!']);
  });

  test('content outside 10-3000 characters is 422 comment_length and writes nothing; the captcha is not spent', async () => {
    const before = await commentCount();
    const captcha = await solvedCaptcha();
    for (const content of ['quá ngắn', 'x'.repeat(3001)]) {
      const answer = await post(author, { content }, captcha);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { content: 'comment_length' } });
    }
    expect(await commentCount()).toBe(before);
    expect((await post(author, { content: 'Đúng 3000 ký tự thì được: ' + 'x'.repeat(2974) }, captcha)).statusCode).toBe(201);
  });

  test('a wrong, missing, expired or reused captcha is 422 catpcha_required on the captcha field, writing nothing', async () => {
    const before = await commentCount();
    const wrong = await solvedCaptcha();
    const refused = await post(author, { content: 'Bình luận với captcha sai.' }, { ...wrong, captcha: 'ZZZZZ' === wrong.captcha.toUpperCase() ? 'YYYYY' : 'ZZZZZ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error.fields).toEqual({ captcha: 'catpcha_required' });
    // A wrong guess burns the picture: the right answer afterwards is refused too.
    expect((await post(author, { content: 'Bình luận với captcha sai.' }, wrong)).statusCode).toBe(422);

    const used = await solvedCaptcha();
    expect((await post(author, { content: 'Lần đầu dùng captcha này.' }, used)).statusCode).toBe(201);
    expect((await post(author, { content: 'Lần hai dùng lại captcha.' }, used)).statusCode).toBe(422);

    const expired = await solvedCaptcha();
    await t.orm.em.fork().execute(`update captcha_challenges set expires_at = now() - interval '1 second' where id = ?`, [expired.captcha_key]);
    expect((await post(author, { content: 'Captcha đã hết hạn rồi.' }, expired)).statusCode).toBe(422);
    expect((await post(author, { content: 'Captcha không tồn tại.' }, { captcha_key: crypto.randomUUID(), captcha: 'ABCDE' })).statusCode).toBe(422);
    expect(await commentCount()).toBe(before + 1);
  });

  test('guests get 403 login_required; no anti-forgery token 403; both write nothing', async () => {
    const before = await commentCount();
    const guest = await post(null, { content: 'Khách chưa đăng nhập.' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const forged = await t.app.inject({ method: 'POST', url: '/v1/comments', headers: { cookie: author.cookie }, payload: { comment: { content: 'Không có mã chống giả mạo.', commentable_id: productId, commentable_type: 'Product' }, ...(await solvedCaptcha()) } });
    expect(forged.statusCode).toBe(403);
    expect(await commentCount()).toBe(before);
  });

  test('an unknown subject or parent is 404; a parent on another product is 404; a bad type 422', async () => {
    expect((await post(author, { content: 'Sản phẩm không tồn tại.', commentable_id: 2_000_000_000 })).statusCode).toBe(404);
    const thread = (await post(author, { content: 'Bình luận ở sản phẩm đầu.' })).json<CommentCreateResponse>().comment;
    expect((await post(author, { content: 'Trả lời nhầm sản phẩm.', commentable_id: otherProductId, parent_id: thread.id })).statusCode).toBe(404);
    expect((await post(author, { content: 'Loại đối tượng lạ.', commentable_type: 'App\\Models\\User' })).statusCode).toBe(422);
  });

  test('the same Idempotency-Key stores the comment once and replays the first answer', async () => {
    const before = await commentCount();
    const key = crypto.randomUUID();
    const captcha = await solvedCaptcha();
    const first = await post(author, { content: 'Gửi một lần dù mạng chập chờn.' }, captcha, { 'idempotency-key': key });
    const again = await post(author, { content: 'Gửi một lần dù mạng chập chờn.' }, captcha, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<CommentCreateResponse>().comment.id).toBe(first.json<CommentCreateResponse>().comment.id);
    expect(await commentCount()).toBe(before + 1);
  });

  test('an offline draft sent by the outbox: a retry racing its first request, and a later one, store it once', async () => {
    const before = await commentCount();
    const key = crypto.randomUUID();
    const captcha = await solvedCaptcha();
    const content = { content: 'Viết lúc mất mạng, gửi khi có mạng trở lại.' };
    const racing = await Promise.all([post(author, content, captcha, { 'idempotency-key': key }), post(author, content, captcha, { 'idempotency-key': key })]);
    const created = racing.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // The loser either replays the answer or is told to retry (the outbox retries a 409 in progress).
    for (const answer of racing.filter((one) => one.statusCode !== 201)) expect(answer.json<ErrorBody>().error.code).toBe('idempotency_request_in_progress');
    const later = await post(author, content, captcha, { 'idempotency-key': key });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(new Set([...created, later].map((answer) => answer.json<CommentCreateResponse>().comment.id)).size).toBe(1);
    expect(await commentCount()).toBe(before + 1);
  });

  test('a draft refused for its captcha stores nothing; sent again under a new key with a new captcha it is stored once', async () => {
    const before = await commentCount();
    const content = { content: 'Bản nháp bị từ chối vì nhập sai mã.' };
    const wrong = await post(author, content, { ...(await solvedCaptcha()), captcha: 'ZZZZ9' }, { 'idempotency-key': crypto.randomUUID() });
    expect(wrong.statusCode).toBe(422);
    expect(await commentCount()).toBe(before);
    const key = crypto.randomUUID();
    const captcha = await solvedCaptcha();
    expect((await post(author, content, captcha, { 'idempotency-key': key })).statusCode).toBe(201);
    expect((await post(author, content, captcha, { 'idempotency-key': key })).statusCode).toBe(201);
    expect(await commentCount()).toBe(before + 1);
  });

  test('script in a comment is stored as text, answered as JSON text', async () => {
    const payload = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    const answer = await post(author, { content: payload });
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json<CommentCreateResponse>().comment.content).toBe(payload);
  });
});

describe('GET /v1/comments paging', () => {
  test('10 threads a page, newest first, with the envelope', async () => {
    const fresh = await registerAndSignIn(t.app);
    const ids: number[] = [];
    for (let index = 0; index < COMMENTS_PER_PAGE + 2; index += 1) {
      if (index === COMMENTS_PER_USER.limit - 1) await t.orm.em.fork().execute(`delete from rate_limit_hits where key like 'comment:%'`);
      ids.push((await post(fresh, { content: `Bình luận số ${index + 1} về linh kiện.`, commentable_id: otherProductId })).json<CommentCreateResponse>().comment.id);
    }
    const first = (await list(`object_id=${otherProductId}&object_type=Product`)).json<CommentListResponse>().comments;
    expect(first).toMatchObject({ current_page: 1, per_page: COMMENTS_PER_PAGE, last_page: 2, total: COMMENTS_PER_PAGE + 2 });
    expect(first.data.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    const second = (await list(`object_id=${otherProductId}&object_type=Product&page=2`)).json<CommentListResponse>().comments;
    expect(second.data.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());
  });

  test('malformed queries are 400', async () => {
    for (const query of ['object_type=Product', `object_id=${productId}&object_type=Order`, `object_id=x&object_type=Product`, `object_id=${productId}&object_type=Product&page=0`]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});

describe('rate limits', () => {
  test('a user past COMMENTS_PER_USER in the window gets 429 with Retry-After and nothing is stored', async () => {
    const busy = await registerAndSignIn(t.app);
    for (let index = 0; index < COMMENTS_PER_USER.limit; index += 1) {
      expect((await post(busy, { content: `Bình luận liên tục số ${index + 1}.` })).statusCode).toBe(201);
    }
    const before = await commentCount();
    const limited = await post(busy, { content: 'Một bình luận quá nhiều.' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await commentCount()).toBe(before);
  });
});

describe('DELETE /v1/comments/{id}: only the writer', () => {
  test('another user gets 403 and the comment stays; the writer takes it back and it leaves the list', async () => {
    const mine = (await post(author, { content: 'Bình luận sẽ bị gỡ bởi chính tôi.' })).json<CommentCreateResponse>().comment;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/v1/comments/${mine.id}`, headers: reader.headers });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json<ErrorBody>().error.code).toBe('forbidden');
    const listed = () => list(`object_id=${productId}&object_type=Product`).then((answer) => answer.json<CommentListResponse>().comments.data.map((item) => item.id));
    expect(await listed()).toContain(mine.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/comments/${mine.id}`, headers: author.headers })).statusCode).toBe(200);
    expect(await listed()).not.toContain(mine.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/comments/${mine.id}`, headers: author.headers })).statusCode).toBe(404);
  });
});
