import { ErrorBody } from '#shared/http/error-body.ts';
import {
  NotificationCountResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationParams,
  NotificationReadAllResponse,
  NotificationReadResponse,
} from '#shared/notifications/schemas.ts';
import { countUnread, listNotifications, markAllRead, markRead } from './notification-commands.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/**
 * The signed-in user's notifications (spec §2 /notifications, §7 GET /v1/notifications/get, §9
 * counter 3 s after load). Users only ever see and change their own.
 */
export async function notificationsRoutes(app: TypedApp): Promise<void> {
  const tags = ['notifications'];

  app.get(
    '/v1/notifications/get',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Unread notification count', response: { 200: NotificationCountResponse, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return countUnread(request.em, request.user!.id);
    },
  );

  app.get(
    '/v1/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Notifications, newest first, in pages',
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listNotifications(request.em, request.user!.id, request.query.page);
    },
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: NotificationParams,
        response: { 200: NotificationReadResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => markRead(request.em, request.user!.id, request.params.id),
  );

  app.post(
    '/v1/notifications/read-all',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Mark every notification read', response: { 200: NotificationReadAllResponse, 403: ErrorBody } },
    },
    async (request) => markAllRead(request.em, request.user!.id),
  );
}
