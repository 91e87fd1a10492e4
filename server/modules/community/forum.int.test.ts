import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { POSTS_PER_PAGE } from '#shared/community/rules.ts';
import type { PostCreateResponse, PostListResponse, TopicCreateResponse, TopicListResponse, TopicResponse, UserForumResponse } from '#shared/community/schemas.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = [await registerAndSignIn(t.app), await registerAndSignIn(t.app)];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.orm.em.fork().execute(`delete from rate_limit_hits where key like 'topic:%' or key like 'post:%'`);
});

function openTopic(account: SignedIn | null, title: string, content: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/v1/topics', headers: { ...(account ? account.headers : csrfHeaders()), ...headers }, payload: { topic: { title, content } } });
}

function reply(account: SignedIn, topicId: number, content: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/v1/posts', headers: { ...account.headers, ...headers }, payload: { post: { topic_id: topicId, content } } });
}

async function postCount(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from forum_posts');
  return Number(row!.n);
}

describe('POST /v1/topics and GET /v1/topics', () => {
  test('a signed-in user opens a topic; it heads the list and its first post is its question', async () => {
    const answer = await openTopic(alice, 'Hỏi về mạch nạp ESP32', '<p>Mạch nạp <b>CH340</b> có dùng được không?</p>');
    expect(answer.statusCode).toBe(201);
    const { topic } = answer.json<TopicCreateResponse>();
    expect(topic).toMatchObject({ title: 'Hỏi về mạch nạp ESP32', slug: expect.stringMatching(/^hoi-ve-mach-nap-esp32/), user_id: alice.user.id, posts_count: 1 });
    const list = (await t.app.inject('/v1/topics')).json<TopicListResponse>();
    expect(list.topics.data[0]).toMatchObject({ id: topic.id });
    expect(list.topics).toMatchObject({ current_page: 1, per_page: 20 });
    expect((await t.app.inject(`/v1/topics/${topic.slug}`)).json<TopicResponse>().topic.id).toBe(topic.id);
    const posts = (await t.app.inject(`/v1/posts?topic_id=${topic.id}`)).json<PostListResponse>().posts;
    expect(posts.data).toEqual([expect.objectContaining({ content: '<p>Mạch nạp <b>CH340</b> có dùng được không?</p>', user_id: alice.user.id })]);
  });

  test('the same title gets its own slug', async () => {
    const first = (await openTopic(alice, 'Chủ đề trùng tên nhau', '<p>Nội dung thứ nhất của chủ đề.</p>')).json<TopicCreateResponse>().topic;
    const second = (await openTopic(bob, 'Chủ đề trùng tên nhau', '<p>Nội dung thứ hai của chủ đề.</p>')).json<TopicCreateResponse>().topic;
    expect(second.slug).not.toBe(first.slug);
  });

  test('short titles and empty posts are 422 with the field keys, writing nothing; guests 403', async () => {
    const before = await postCount();
    const short = await openTopic(alice, 'Hi', '<p>Nội dung đủ dài để đăng.</p>');
    expect(short.statusCode).toBe(422);
    expect(short.json<ErrorBody>().error.fields).toEqual({ title: 'topic_title_length' });
    const empty = await openTopic(alice, 'Tiêu đề hợp lệ', '<p><script>alert("đủ dài để qua")</script></p>');
    expect(empty.json<ErrorBody>().error.fields).toEqual({ content: 'post_length' });
    const guest = await openTopic(null, 'Tiêu đề hợp lệ', '<p>Nội dung đủ dài để đăng.</p>');
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    expect(await postCount()).toBe(before);
  });
});

describe('POST /v1/posts and GET /v1/posts', () => {
  test('HTML is cleaned by the allow-list: scripts, handlers and javascript: links go, text markup stays', async () => {
    const topic = (await openTopic(alice, 'Kiểm tra làm sạch HTML', '<p>Câu hỏi ban đầu của chủ đề.</p>')).json<TopicCreateResponse>().topic;
    const answer = await reply(bob, topic.id, '<p onclick="steal()">Xem <a href="javascript:alert(1)">đây</a> và <a href="https://example.com/datasheet.pdf">datasheet</a><img src=x onerror=alert(1)><script>alert(2)</script> <b>đậm</b></p>');
    expect(answer.statusCode).toBe(201);
    const content = answer.json<PostCreateResponse>().post.content;
    expect(content).toBe('<p>Xem <span>đây</span> và <a href="https://example.com/datasheet.pdf" target="_blank" rel="noopener noreferrer">datasheet</a> <b>đậm</b></p>');
    const stored = (await t.app.inject(`/v1/posts?topic_id=${topic.id}`)).json<PostListResponse>().posts.data.at(-1)!;
    expect(stored.content).toBe(content);
  });

  test('10 posts a page, oldest first; a new post answers the page it lands on', async () => {
    const topic = (await openTopic(alice, 'Chủ đề nhiều trả lời', '<p>Câu hỏi ban đầu, trang một.</p>')).json<TopicCreateResponse>().topic;
    let last: PostCreateResponse | undefined;
    for (let index = 0; index < POSTS_PER_PAGE; index += 1) {
      last = (await reply(index % 2 ? alice : bob, topic.id, `<p>Trả lời số ${index + 1} trong chủ đề.</p>`)).json<PostCreateResponse>();
    }
    expect(last!.page).toBe(2);
    const second = (await t.app.inject(`/v1/posts?topic_id=${topic.id}&page=2`)).json<PostListResponse>().posts;
    expect(second).toMatchObject({ total: POSTS_PER_PAGE + 1, current_page: 2, last_page: 2 });
    expect(second.data.map((post) => post.content)).toEqual([`<p>Trả lời số ${POSTS_PER_PAGE} trong chủ đề.</p>`]);
    const first = (await t.app.inject(`/v1/posts?topic_id=${topic.id}`)).json<PostListResponse>().posts;
    expect(first.data).toHaveLength(POSTS_PER_PAGE);
    expect(first.data[0]!.content).toBe('<p>Câu hỏi ban đầu, trang một.</p>');
  });

  test('the sidebar lists new replies (not opening posts), newest first', async () => {
    const topic = (await openTopic(alice, 'Chủ đề cho thanh bên', '<p>Câu hỏi không phải là trả lời.</p>')).json<TopicCreateResponse>().topic;
    const posted = (await reply(bob, topic.id, '<p>Đây là trả lời mới nhất ở thanh bên.</p>')).json<PostCreateResponse>().post;
    const sidebar = (await t.app.inject('/v1/topics')).json<TopicListResponse>();
    expect(sidebar.posts[0]).toMatchObject({ id: posted.id, excerpt: 'Đây là trả lời mới nhất ở thanh bên.', topic: { id: topic.id, slug: topic.slug } });
    expect(sidebar.posts.map((post) => post.excerpt)).not.toContain('Câu hỏi không phải là trả lời.');
    expect(sidebar.topics.data[0]!.id).toBe(topic.id);
  });

  test('an unknown topic is 404; malformed queries 400; the same Idempotency-Key posts once', async () => {
    expect((await reply(alice, 2_000_000_000, '<p>Chủ đề không tồn tại đâu.</p>')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/posts?topic_id=2000000000')).statusCode).toBe(404);
    for (const query of ['', 'topic_id=x', 'topic_id=1&page=0']) expect((await t.app.inject(`/v1/posts?${query}`)).statusCode, query).toBe(400);
    expect((await t.app.inject('/v1/topics/Not%20A%20Slug')).statusCode).toBe(400);
    const topic = (await openTopic(alice, 'Chủ đề gửi lặp lại', '<p>Câu hỏi về gửi lặp lại.</p>')).json<TopicCreateResponse>().topic;
    const before = await postCount();
    const key = crypto.randomUUID();
    const first = await reply(bob, topic.id, '<p>Gửi một lần duy nhất.</p>', { 'idempotency-key': key });
    const again = await reply(bob, topic.id, '<p>Gửi một lần duy nhất.</p>', { 'idempotency-key': key });
    expect(again.json<PostCreateResponse>().post.id).toBe(first.json<PostCreateResponse>().post.id);
    expect(await postCount()).toBe(before + 1);
  });
});

describe('two users: nobody deletes what another wrote', () => {
  test("bob's delete of alice's post is 403 forbidden and the post stays; alice's own delete hides it", async () => {
    const topic = (await openTopic(alice, 'Chủ đề thử quyền xoá', '<p>Câu hỏi về quyền xoá bài.</p>')).json<TopicCreateResponse>().topic;
    const mine = (await reply(alice, topic.id, '<p>Bài của Alice, không ai khác được xoá.</p>')).json<PostCreateResponse>().post;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/v1/posts/${mine.id}`, headers: bob.headers });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json<ErrorBody>().error.code).toBe('forbidden');
    const ids = async () => (await t.app.inject(`/v1/posts?topic_id=${topic.id}`)).json<PostListResponse>().posts.data.map((post) => post.id);
    expect(await ids()).toContain(mine.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/posts/${mine.id}`, headers: alice.headers })).statusCode).toBe(200);
    expect(await ids()).not.toContain(mine.id);
  });
});

test('GET /v1/users/{id}/forum lists what a user wrote, newest first', async () => {
  const carol = await registerAndSignIn(t.app);
  const topic = (await openTopic(carol, 'Chủ đề của Carol', '<p>Câu hỏi của Carol về tụ điện.</p>')).json<TopicCreateResponse>().topic;
  await reply(carol, topic.id, '<p>Carol tự trả lời chủ đề của mình.</p>');
  const forum = (await t.app.inject(`/v1/users/${carol.user.id}/forum`)).json<UserForumResponse>();
  expect(forum.topics.map((item) => item.id)).toEqual([topic.id]);
  expect(forum.posts.map((post) => post.excerpt)).toEqual(['Carol tự trả lời chủ đề của mình.']);
});

test('the demo seed has three topics with replies and comments with a reply on a product', async () => {
  const [topics] = await t.orm.em.fork().execute<{ n: string }[]>(
    `select count(*) as n from forum_topics t where t.slug like 'esp32-khong-nap%' or t.slug like 'chon-lop-phu%' or t.slug like 'chia-se-mach-nguon%'`,
  );
  expect(Number(topics!.n)).toBe(3);
  const list = (await t.app.inject('/v1/topics/chon-lop-phu-be-mat-pcb-hasl-hay-enig-cho-mach-co-chip-bga')).json<TopicResponse>();
  expect(list.topic.posts_count).toBe(3);
  const [replies] = await t.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from comments where parent_id is not null and commentable_type = 'Product'`);
  expect(Number(replies!.n)).toBeGreaterThan(0);
});
