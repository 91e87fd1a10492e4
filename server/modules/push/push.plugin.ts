import fp from 'fastify-plugin';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import {
  PushPublicKeyResponse,
  PushSubscribeResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from '#shared/push/schemas.ts';
import type { PushEndpointPolicy } from './push-endpoint.ts';
import { removeSubscription, saveSubscription } from './push-commands.ts';
import { vapidKeys } from './vapid-keys.ts';
import type { TypedApp } from '../../http/typed-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push settings read by sendPushToUser (server/modules/push/send-push.ts). */
    pushConfig: PushConfig;
  }
}

export interface PushConfig {
  vapidSubject: string;
  /** Which endpoints may be stored and called. */
  endpointPolicy: PushEndpointPolicy;
}

/**
 * Web push for order updates: the VAPID public key, and the signed-in user's
 * subscriptions, one per device. The key pair is made on first start (before the app listens).
 * Wrapped with fastify-plugin so `pushConfig` reaches the whole app (the order-update job).
 */
export const pushPlugin = fp(
  async (app: TypedApp, options: PushConfig) => {
    app.decorate('pushConfig', { vapidSubject: options.vapidSubject, endpointPolicy: options.endpointPolicy });
    await vapidKeys(app.orm);
    const tags = ['push'];

    app.get(
      '/v1/push/public-key',
      { schema: { tags, summary: 'VAPID public key to subscribe with', response: { 200: PushPublicKeyResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { public_key: (await vapidKeys(app.orm)).publicKey };
      },
    );

    app.post(
      API_PATH.pushSubscriptions,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: "Store this device's push subscription (upsert by endpoint; an endpoint of another account is refused)",
          body: PushSubscriptionBody,
          response: { 200: PushSubscribeResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        await saveSubscription(request.em, request.user!.id, request.body, request.headers['user-agent'], options.endpointPolicy);
        return { subscribed: true as const };
      },
    );

    app.delete(
      API_PATH.pushSubscriptions,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: "Remove this device's push subscription",
          body: PushUnsubscribeBody,
          response: { 200: PushUnsubscribeResponse, 400: ErrorBody, 403: ErrorBody },
        },
      },
      async (request) => ({ removed: await removeSubscription(request.em, request.user!.id, request.body.endpoint) }),
    );
  },
  { name: 'push', dependencies: ['db', 'session'] },
);
