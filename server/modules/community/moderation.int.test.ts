import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CommentCreateResponse, CommentListResponse, ModerationListResponse, ModerationResponse, PostCreateResponse, PostListResponse, TopicCreateResponse } from '#shared/community/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [staff, customer] = [await registerStaff(t), await registerAndSignIn(t.app)];
  const [row] = await t.orm.em.fork().execute<{ id: number }[]>('select id from products order by id limit 1');
  productId = row!.id;
});
afterAll(() => t.close());

async function comment(content: string): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v1/comments',
    headers: customer.headers,
    payload: { comment: { content, commentable_id: productId, commentable_type: 'Product' }, ...(await solvedCaptcha(t)) },
  });
  return answer.json<CommentCreateResponse>().comment.id;
}

function moderateAs(account: SignedIn, target: string, id: number, action: string, reason: string) {
  return t.app.inject({ method: 'POST', url: `/v1/admin/community/${target}/${id}`, headers: account.headers, payload: { action, reason } });
}

const visibleComments = async () =>
  (await t.app.inject(`/v1/comments?object_id=${productId}&object_type=Product`)).json<CommentListResponse>().comments.data.map((item) => item.id);

describe('staff moderation', () => {
  test('staff hide a comment with a reason: it leaves the page, the record keeps who, when and why; show brings it back', async () => {
    const id = await comment('Bình luận quảng cáo cần ẩn đi.');
    expect(await visibleComments()).toContain(id);
    const hidden = await moderateAs(staff, 'comments', id, 'hide', 'Quảng cáo');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ModerationResponse>().item).toMatchObject({ id, state: 'hidden', events: [{ action: 'hide', reason: 'Quảng cáo', staff: { id: staff.user.id }, created_at: expect.any(String) }] });
    expect(await visibleComments()).not.toContain(id);
    await moderateAs(staff, 'comments', id, 'show', 'Khách đã giải thích');
    expect(await visibleComments()).toContain(id);
    const queue = (await t.app.inject({ url: '/v1/admin/community?target=comments', headers: { cookie: staff.cookie } })).json<ModerationListResponse>();
    expect(queue.data.find((item) => item.id === id)?.events.map((event) => event.action)).toEqual(['hide', 'show']);
    // Kept in the one record of staff changes, with the state before → after.
    const records = await t.orm.em.fork().execute<{ action: string; reason: string; before: unknown; after: unknown; user_id: string }[]>(`select action, reason, before, after, user_id from staff_changes where subject = 'comment' and subject_id = ? order by id`, [String(id)]);
    expect(records.map((record) => ({ ...record, user_id: Number(record.user_id) }))).toEqual([
      { action: 'hide', reason: 'Quảng cáo', before: { state: 'visible' }, after: { state: 'hidden' }, user_id: staff.user.id },
      { action: 'show', reason: 'Khách đã giải thích', before: { state: 'hidden' }, after: { state: 'visible' }, user_id: staff.user.id },
    ]);
  });

  test('staff delete a forum post with a reason; it stays in the table as deleted', async () => {
    const topic = (await t.app.inject({ method: 'POST', url: '/v1/topics', headers: customer.headers, payload: { topic: { title: 'Chủ đề có bài bị xoá', content: '<p>Câu hỏi ban đầu của chủ đề.</p>' } } })).json<TopicCreateResponse>().topic;
    const post = (await t.app.inject({ method: 'POST', url: '/v1/posts', headers: customer.headers, payload: { post: { topic_id: topic.id, content: '<p>Bài viết vi phạm nội quy diễn đàn.</p>' } } })).json<PostCreateResponse>().post;
    const deleted = await moderateAs(staff, 'posts', post.id, 'delete', 'Vi phạm nội quy');
    expect(deleted.json<ModerationResponse>().item).toMatchObject({ state: 'deleted', where: 'Chủ đề có bài bị xoá' });
    const ids = (await t.app.inject(`/v1/posts?topic_id=${topic.id}`)).json<PostListResponse>().posts.data.map((item) => item.id);
    expect(ids).not.toContain(post.id);
    const [row] = await t.orm.em.fork().execute<{ state: string }[]>('select state from forum_posts where id = ?', [post.id]);
    expect(row!.state).toBe('deleted');
  });

  test('a reason is required (422), an unknown id is 404', async () => {
    const id = await comment('Bình luận để thử lý do trống.');
    const noReason = await moderateAs(staff, 'comments', id, 'hide', ' ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<ErrorBody>().error.fields).toEqual({ reason: 'moderation_reason_required' });
    expect(await visibleComments()).toContain(id);
    expect((await moderateAs(staff, 'comments', 2_000_000_000, 'hide', 'Không tồn tại')).statusCode).toBe(404);
  });

  test('customers get 403 forbidden and guests 403 login_required; nothing changes', async () => {
    const id = await comment('Bình luận mà khách không được ẩn.');
    const asCustomer = await moderateAs(customer, 'comments', id, 'hide', 'Tự ý ẩn');
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<ErrorBody>().error.code).toBe('forbidden');
    expect((await t.app.inject({ url: '/v1/admin/community?target=comments', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const guest = await t.app.inject('/v1/admin/community?target=posts');
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    expect(await visibleComments()).toContain(id);
    const [row] = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from staff_changes where subject = 'comment' and subject_id = ?`, [String(id)]);
    expect(Number(row!.n)).toBe(0);
  });
});
