import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionBody } from '#shared/push/schemas.ts';
import { PushSubscriptionSchema } from './push-subscription.entity.ts';

// Upsert by endpoint (one row per device): a browser that subscribes again, or after another
// account signed in on it, moves its row to the current user with its current keys.
const UPSERT_SQL = `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at)
  values (?, ?, ?, ?, ?, now())
  on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
    user_agent = excluded.user_agent, created_at = now()`;

/** Stores this device's subscription for the user (issue 7 "one subscription per device"). */
export async function saveSubscription(em: EntityManager, userId: number, body: PushSubscriptionBody, userAgent: string | undefined): Promise<void> {
  await em.getConnection().execute(UPSERT_SQL, [userId, body.endpoint, body.keys.p256dh, body.keys.auth, userAgent?.slice(0, 300) ?? null]);
}

/** Removes the user's subscription with that endpoint; another user's row is never touched. */
export async function removeSubscription(em: EntityManager, userId: number, endpoint: string): Promise<number> {
  return em.nativeDelete(PushSubscriptionSchema, { user: userId, endpoint });
}
