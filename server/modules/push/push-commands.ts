import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionBody } from '#shared/push/schemas.ts';
import { AppError } from '../../errors.ts';
import { pushEndpointProblem, resolvedProblem, type PushEndpointPolicy } from './push-endpoint.ts';
import { PushSubscriptionSchema } from './push-subscription.entity.ts';

// Upsert by endpoint (one row per device): a browser that subscribes again refreshes its keys.
// A row of another user is left alone (an endpoint is never moved to another
// account), so the insert returns no row and the caller answers 409.
const UPSERT_SQL = `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at)
  values (?, ?, ?, ?, ?, now())
  on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth,
    user_agent = excluded.user_agent, created_at = now()
  where push_subscriptions.user_id = excluded.user_id
  returning id`;

/**
 * Stores this device's subscription for the user ("one subscription per device"), after
 * the endpoint policy: https, a real push service's host, no private address
 * in the URL or in DNS. 400 `push_endpoint_refused`; 409 `push_endpoint_taken` when the endpoint
 * belongs to another account (the browser then subscribes afresh, client/features/push).
 */
export async function saveSubscription(
  em: EntityManager,
  userId: number,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
  policy: PushEndpointPolicy,
): Promise<void> {
  const problem = pushEndpointProblem(body.endpoint, policy) ?? (await resolvedProblem(body.endpoint, policy));
  if (problem) {
    throw new AppError(400, 'push_endpoint_refused', `This push endpoint is not accepted (${problem})`, { endpoint: 'push_endpoint_refused' });
  }
  // Raw: ON CONFLICT with a condition (only the same user's row), returning whether a row was written.
  const rows = await em.getConnection().execute<{ id: number }[]>(UPSERT_SQL, [userId, body.endpoint, body.keys.p256dh, body.keys.auth, userAgent?.slice(0, 300) ?? null]);
  if (rows.length === 0) {
    throw new AppError(409, 'push_endpoint_taken', 'This device is subscribed under another account', { endpoint: 'push_endpoint_taken' });
  }
}

/** Removes the user's subscription with that endpoint; another user's row is never touched. */
export async function removeSubscription(em: EntityManager, userId: number, endpoint: string): Promise<number> {
  return em.nativeDelete(PushSubscriptionSchema, { user: userId, endpoint });
}
