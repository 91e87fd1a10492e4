import { commentableType } from '#shared/community/rules.ts';
import {
  CaptchaResponse,
  CommentCreateBody,
  CommentCreateResponse,
  CommentListQuery,
  CommentListResponse,
  CommunityIdParams,
  DeletedResponse,
} from '#shared/community/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { COMMUNITY_PATH } from '#shared/http/api-paths.ts';
import { AppError } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { CAPTCHA_TTL_MS, drawCaptcha, sweepExpiredCaptchas } from './captcha-commands.ts';
import { createComment, deleteOwnComment } from './comment-commands.ts';
import { commentsPage } from './comment-queries.ts';
import { CAPTCHAS_PER_IP, COMMENTS_PER_USER } from './community-limits.ts';

/** Comments on products and news (spec §7 GET/POST /v1/comments) and their captcha (GET /reload-captcha). */
export async function commentsRoutes(app: TypedApp): Promise<void> {
  const tags = ['community'];

  // Drawn but never answered: swept once per lifetime of a captcha, like the sessions' sweep.
  const sweep = setInterval(() => {
    sweepExpiredCaptchas(app.orm.em.fork()).catch((error: unknown) => app.log.warn({ err: error }, 'captcha sweep failed'));
  }, CAPTCHA_TTL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    COMMUNITY_PATH.captcha,
    { schema: { tags, summary: 'A new captcha picture and the key of its answer (spec §5, refreshable)', response: { 200: CaptchaResponse, 429: ErrorBody } } },
    async (request, reply) => {
      await app.rateLimit(`captcha:ip:${request.ip}`, CAPTCHAS_PER_IP);
      reply.header('cache-control', 'no-store');
      return drawCaptcha(request.em);
    },
  );

  app.get(
    COMMUNITY_PATH.comments,
    { schema: { tags, summary: 'Visible comments on a product or article, 10 threads a page, newest first', querystring: CommentListQuery, response: { 200: CommentListResponse, 400: ErrorBody } } },
    async (request) => {
      const type = commentableType(request.query.object_type);
      if (!type) throw new AppError(400, 'validation_failed', 'Unknown object_type', { object_type: 'field_invalid' });
      return commentsPage(request.em, type, request.query.object_id, request.query.page);
    },
  );

  app.post(
    COMMUNITY_PATH.comments,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Write a comment or a reply (signed in, captcha, 10-3000 characters)',
        body: CommentCreateBody,
        response: { 201: CommentCreateResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.rateLimit(`comment:user:${request.user!.id}`, COMMENTS_PER_USER);
      const comment = await createComment(request.em, request.user!.id, request.body);
      return reply.status(201).send({ message: 'thanks_for_comment' as const, comment });
    },
  );

  app.delete(
    `${COMMUNITY_PATH.comments}/:id`,
    { preHandler: app.requireUser, schema: { tags, summary: 'Take back one of your own comments', params: CommunityIdParams, response: { 200: DeletedResponse, 403: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      await deleteOwnComment(request.em, request.user!.id, request.params.id);
      return { id: request.params.id };
    },
  );
}
