import type { EntityManager } from '@mikro-orm/postgresql';
import { POSTS_PER_PAGE, SIDEBAR_ENTRIES, TOPICS_PER_PAGE } from '#shared/community/rules.ts';
import type { ForumPost as ForumPostView, PostListResponse, RecentPost, TopicListResponse, TopicSummary, UserForumResponse } from '#shared/community/schemas.ts';
import { notFound } from '../../errors.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { writerFields } from './community-author.ts';
import { ForumPostSchema, ForumTopicSchema, type ForumPost, type ForumTopic } from './forum.entity.ts';
import { htmlText } from '../../http/html-text.ts';

const EXCERPT_LENGTH = 120;

function excerpt(cleanHtml: string): string {
  const text = htmlText(cleanHtml);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** Visible posts per topic. */
async function postCounts(em: EntityManager, topicIds: readonly number[]): Promise<Map<number, number>> {
  if (topicIds.length === 0) return new Map();
  // Raw: one grouped count for the whole page of topics.
  const rows = await em.execute<{ topic_id: string; n: string }[]>(
    `select topic_id, count(*) as n from forum_posts where topic_id in (${topicIds.map(() => '?').join(',')}) and state = 'visible' group by topic_id`,
    [...topicIds],
  );
  return new Map(rows.map((row) => [Number(row.topic_id), Number(row.n)]));
}

async function summaries(em: EntityManager, topics: readonly ForumTopic[]): Promise<TopicSummary[]> {
  const counts = await postCounts(em, topics.map((topic) => topic.id));
  return topics.map((topic) => ({
    id: topic.id,
    title: topic.title,
    slug: topic.slug,
    ...writerFields(topic.user),
    created_at: topic.createdAt.toISOString(),
    posts_count: counts.get(topic.id) ?? 0,
    last_post_at: topic.lastPostAt.toISOString(),
  }));
}

export function postView(post: ForumPost): ForumPostView {
  return {
    id: post.id,
    topic_id: post.topic.id,
    content: post.content,
    ...writerFields(post.user),
    created_at: post.createdAt.toISOString(),
  };
}

function recentPost(post: ForumPost): RecentPost {
  return {
    id: post.id,
    excerpt: excerpt(post.content),
    fullname: post.user.fullname,
    user_id: post.user.id,
    created_at: post.createdAt.toISOString(),
    topic: { id: post.topic.id, title: post.topic.title, slug: post.topic.slug },
  };
}

/**
 * GET /v1/topics (spec §7 "topics, posts"): a page of topics, newest first (the first page's
 * head is the sidebar's "new topics"), and the newest visible replies (the sidebar's "new replies").
 */
export async function topicList(em: EntityManager, page: number | undefined): Promise<TopicListResponse> {
  const slice = pageSlice(page, TOPICS_PER_PAGE);
  const [topics, total] = await em.findAndCount(ForumTopicSchema, {}, { orderBy: { id: 'desc' }, limit: slice.limit, offset: slice.offset, populate: ['user'], refresh: true });
  const replies = await em.find(ForumPostSchema, { state: 'visible', opening: false }, { orderBy: { id: 'desc' }, limit: SIDEBAR_ENTRIES, populate: ['user', 'topic'], refresh: true });
  return { topics: { data: await summaries(em, topics), ...pageEnvelope(slice, total) }, posts: replies.map(recentPost) };
}

export async function topicBySlug(em: EntityManager, slug: string): Promise<TopicSummary> {
  const topic = await em.findOne(ForumTopicSchema, { slug }, { populate: ['user'], refresh: true });
  if (!topic) throw notFound('Topic');
  return (await summaries(em, [topic]))[0]!;
}

/** GET /v1/posts?topic_id&page (spec §7, size 10): the topic's visible posts, oldest first. */
export async function postsPage(em: EntityManager, topicId: number, page: number | undefined): Promise<PostListResponse> {
  if ((await em.count(ForumTopicSchema, { id: topicId })) === 0) throw notFound('Topic');
  const slice = pageSlice(page, POSTS_PER_PAGE);
  const [posts, total] = await em.findAndCount(
    ForumPostSchema,
    { topic: topicId, state: 'visible' },
    { orderBy: { id: 'asc' }, limit: slice.limit, offset: slice.offset, populate: ['user'], refresh: true },
  );
  return { posts: { data: posts.map(postView), ...pageEnvelope(slice, total) } };
}

/** What a user wrote in the forum, newest first, for their public profile (spec §2 /users/{id}). */
export async function userForum(em: EntityManager, userId: number): Promise<UserForumResponse> {
  const topics = await em.find(ForumTopicSchema, { user: userId }, { orderBy: { id: 'desc' }, limit: TOPICS_PER_PAGE, populate: ['user'], refresh: true });
  const posts = await em.find(ForumPostSchema, { user: userId, state: 'visible', opening: false }, { orderBy: { id: 'desc' }, limit: TOPICS_PER_PAGE, populate: ['user', 'topic'], refresh: true });
  return { topics: await summaries(em, topics), posts: posts.map(recentPost) };
}
