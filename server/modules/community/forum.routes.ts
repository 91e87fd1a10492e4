import {
  CommunityIdParams,
  DeletedResponse,
  PostCreateBody,
  PostCreateResponse,
  PostListQuery,
  PostListResponse,
  TopicCreateBody,
  TopicCreateResponse,
  TopicListQuery,
  TopicListResponse,
  TopicResponse,
  TopicSlugParams,
  UserForumResponse,
} from '#shared/community/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { COMMUNITY_PATH } from '#shared/http/api-paths.ts';
import { PublicUserParams } from '#shared/profile/schemas.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { POSTS_PER_USER, TOPICS_PER_USER } from './community-limits.ts';
import { createPost, createTopic, deleteOwnPost } from './forum-commands.ts';
import { postsPage, topicBySlug, topicList, userForum } from './forum-queries.ts';

/** The forum (spec §2 /forums/{slug}, §7 GET/POST /v1/posts, GET /v1/topics); writing needs a signed-in user. */
export async function forumRoutes(app: TypedApp): Promise<void> {
  const tags = ['community'];

  app.get(
    COMMUNITY_PATH.topics,
    { schema: { tags, summary: 'Topics newest first, and the newest replies (the forum sidebar)', querystring: TopicListQuery, response: { 200: TopicListResponse, 400: ErrorBody } } },
    async (request) => topicList(request.em, request.query.page),
  );

  app.get(
    `${COMMUNITY_PATH.topics}/:slug`,
    { schema: { tags, summary: 'One topic', params: TopicSlugParams, response: { 200: TopicResponse, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => ({ topic: await topicBySlug(request.em, request.params.slug) }),
  );

  app.post(
    COMMUNITY_PATH.topics,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Open a topic with its first post (HTML, cleaned)', body: TopicCreateBody, response: { 201: TopicCreateResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      await app.rateLimit(`topic:user:${request.user!.id}`, TOPICS_PER_USER);
      const { title, content } = request.body.topic;
      return reply.status(201).send({ topic: await createTopic(request.em, request.user!.id, title, content) });
    },
  );

  app.get(
    COMMUNITY_PATH.posts,
    { schema: { tags, summary: "A topic's visible posts, 10 a page, oldest first", querystring: PostListQuery, response: { 200: PostListResponse, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => postsPage(request.em, request.query.topic_id, request.query.page),
  );

  app.post(
    COMMUNITY_PATH.posts,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Reply in a topic (HTML, cleaned)', body: PostCreateBody, response: { 201: PostCreateResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      await app.rateLimit(`post:user:${request.user!.id}`, POSTS_PER_USER);
      const { topic_id: topicId, content } = request.body.post;
      return reply.status(201).send(await createPost(request.em, request.user!.id, topicId, content));
    },
  );

  app.delete(
    `${COMMUNITY_PATH.posts}/:id`,
    { preHandler: app.requireUser, schema: { tags, summary: 'Take back one of your own posts', params: CommunityIdParams, response: { 200: DeletedResponse, 403: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      await deleteOwnPost(request.em, request.user!.id, request.params.id);
      return { id: request.params.id };
    },
  );

  app.get(
    '/v1/users/:id/forum',
    { schema: { tags, summary: "A user's topics and posts, newest first (public profile)", params: PublicUserParams, response: { 200: UserForumResponse, 400: ErrorBody } } },
    async (request) => userForum(request.em, request.params.id),
  );
}
