import { ModerationBody, ModerationListQuery, ModerationListResponse, ModerationParams, ModerationResponse } from '#shared/community/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { moderate, moderationQueue } from './moderation-commands.ts';

/** Staff moderation of comments and forum posts: hide, show, delete, each with a reason recorded. Customers get 403. */
export async function moderationRoutes(app: TypedApp): Promise<void> {
  const tags = ['admin'];
  const guard = { preHandler: app.requireStaff };

  app.get(
    '/v1/admin/community',
    { ...guard, schema: { tags, summary: 'Comments or posts in every state, newest first, with their moderation record', querystring: ModerationListQuery, response: { 200: ModerationListResponse, 400: ErrorBody, 403: ErrorBody } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return moderationQueue(request.em, request.query.target, request.query.page);
    },
  );

  app.post(
    '/v1/admin/community/:target/:id',
    { ...guard, schema: { tags, summary: 'Hide, show or delete a comment or post, with a reason', params: ModerationParams, body: ModerationBody, response: { 200: ModerationResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody } } },
    async (request) => ({ item: await moderate(request.em, request.user!.id, request.params.target, request.params.id, request.body.action, request.body.reason) }),
  );
}
