import type { EntityManager } from '@mikro-orm/postgresql';
import { POSTS_PER_PAGE, postContentError, topicSlug, topicTitleError } from '#shared/community/rules.ts';
import type { ForumPost as ForumPostView, TopicSummary } from '#shared/community/schemas.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { sanitizeHtml } from '../../http/sanitize-html.ts';
import { ForumPostSchema, ForumTopicSchema } from './forum.entity.ts';
import { postView, topicBySlug } from './forum-queries.ts';
import { htmlText } from '../../http/html-text.ts';

/** Post HTML through the server allow-list (ARCHITECTURE "Security"), refused with `post_length` when too little is left. */
function cleanPost(html: string): string {
  const clean = sanitizeHtml(html);
  assertNoFieldErrors({ content: postContentError(clean, htmlText(clean)) }, 422);
  return clean;
}

/** A slug not yet taken: the title's, or the title's with a number after it. */
async function freeSlug(em: EntityManager, title: string): Promise<string> {
  const base = topicSlug(title);
  const taken = new Set((await em.find(ForumTopicSchema, { slug: { $like: `${base}%` } }, { fields: ['slug'] })).map((topic) => topic.slug));
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** POST /v1/topics: a topic and its opening post, in one transaction. */
export async function createTopic(em: EntityManager, userId: number, title: string, html: string): Promise<TopicSummary> {
  assertNoFieldErrors({ title: topicTitleError(title) }, 422);
  const content = cleanPost(html);
  const slug = await em.transactional(async (tx) => {
    const topic = tx.create(ForumTopicSchema, { title: title.trim(), slug: await freeSlug(tx, title), user: userId });
    tx.create(ForumPostSchema, { topic, user: userId, content, opening: true });
    await tx.flush();
    return topic.slug;
  });
  return topicBySlug(em, slug);
}

/** POST /v1/posts (spec §7 post{content, topic_id}): a reply, and the page of the topic it lands on. */
export async function createPost(em: EntityManager, userId: number, topicId: number, html: string): Promise<{ post: ForumPostView; page: number }> {
  const content = cleanPost(html);
  return em.transactional(async (tx) => {
    const topic = await tx.findOne(ForumTopicSchema, { id: topicId });
    if (!topic) throw notFound('Topic');
    const post = tx.create(ForumPostSchema, { topic, user: userId, content });
    topic.lastPostAt = new Date();
    await tx.flush();
    await tx.populate(post, ['user']);
    const before = await tx.count(ForumPostSchema, { topic: topicId, state: 'visible', id: { $lte: post.id } });
    return { post: postView(post), page: Math.max(1, Math.ceil(before / POSTS_PER_PAGE)) };
  });
}

/** The writer takes back their own post (kept as deleted); anyone else's is 403 `forbidden`. */
export async function deleteOwnPost(em: EntityManager, userId: number, postId: number): Promise<void> {
  const post = await em.findOne(ForumPostSchema, { id: postId, state: { $ne: 'deleted' } });
  if (!post) throw notFound('Post');
  if (post.user.id !== userId) throw new AppError(403, 'forbidden', 'Not your post');
  post.state = 'deleted';
  await em.flush();
}
