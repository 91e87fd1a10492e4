import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';
import webPush, { type RequestDetails } from 'web-push';
import { guardedLookup, pushEndpointProblem, type PushEndpointPolicy } from './push-endpoint.ts';
import { PushSubscriptionSchema } from './push-subscription.entity.ts';
import { pushMessageJson, pushOutcome, PUSH_TTL_SECONDS, type PushOutcome, type PushPayload } from './push-message.ts';
import { vapidKeys } from './vapid-keys.ts';

export type { PushPayload } from './push-message.ts';

export interface PushResult {
  sent: number;
  /** Subscriptions deleted: answered 404/410, or refused by the endpoint policy. */
  removed: number;
  failed: number;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs one push request, unless the endpoint policy refuses it: the URL is checked again (rows
 * stored before the policy existed), and the connection resolves the name through
 * `guardedLookup`, so the address checked is the address connected to (DNS rebinding). No
 * redirects are followed. `refused` means the subscription can never be delivered to.
 */
function deliver(request: RequestDetails, policy: PushEndpointPolicy): Promise<PushOutcome | 'refused'> {
  if (pushEndpointProblem(request.endpoint, policy)) return Promise.resolve('refused');
  const url = new URL(request.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  return new Promise((resolve) => {
    const outgoing = send(url, { method: request.method, headers, lookup: guardedLookup(policy), timeout: SEND_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(pushOutcome(response.statusCode ?? 0));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EPUSHPRIVATE' ? 'refused' : 'failed'));
    outgoing.end(request.body ?? undefined);
  });
}

/**
 * Sends a web push to every device of the user: the payload is encrypted for
 * each subscription (RFC 8291 aes128gcm), signed with the shop's VAPID key (RFC 8292) and carries
 * a TTL; subscriptions the push service answers 404/410, or that the endpoint policy refuses,
 * are deleted. Never throws for a failed
 * delivery: it counts it, so the caller (the order-update job) can decide to retry.
 */
export async function sendPushToUser(app: FastifyInstance, userId: number, payload: PushPayload): Promise<PushResult> {
  const em = app.orm.em.fork();
  const subscriptions = await em.find(PushSubscriptionSchema, { user: userId }, { orderBy: { id: 'asc' } });
  const result: PushResult = { sent: 0, removed: 0, failed: 0 };
  if (subscriptions.length === 0) return result;
  const keys = await vapidKeys(app.orm);
  const message = pushMessageJson(payload);
  const gone: number[] = [];
  await Promise.all(
    subscriptions.map(async (subscription) => {
      let request: RequestDetails;
      try {
        request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, message, {
          vapidDetails: { subject: app.pushConfig.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        });
      } catch {
        // Keys the browser sent that cannot encrypt (not a P-256 point): counted, kept for the user to renew.
        result.failed += 1;
        return;
      }
      const outcome = await deliver(request, app.pushConfig.endpointPolicy);
      if (outcome === 'sent') result.sent += 1;
      else if (outcome === 'failed') result.failed += 1;
      else gone.push(subscription.id);
    }),
  );
  if (gone.length > 0) result.removed = await em.nativeDelete(PushSubscriptionSchema, { id: { $in: gone } });
  return result;
}
