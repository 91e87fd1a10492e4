import { ApiError } from '../../api/api-error.ts';

/** The parts of PushManager and PushSubscription this needs (fakes in tests). */
export interface SubscribingManager<S extends { unsubscribe(): Promise<boolean> }> {
  subscribe(options: PushSubscriptionOptionsInit): Promise<S>;
}

/**
 * Subscribes this browser and stores the subscription with `save`. When the server keeps this
 * endpoint for another account (409 `push_endpoint_taken`, issue 14 item 18: an endpoint is never
 * moved between accounts — the last person here never signed out), the browser's subscription is
 * dropped and a fresh one, with a new endpoint, is made and stored, once. Any other refusal
 * undoes the subscription and is rethrown.
 */
export async function subscribeAndSave<S extends { unsubscribe(): Promise<boolean> }>(
  manager: SubscribingManager<S>,
  options: PushSubscriptionOptionsInit,
  save: (subscription: S) => Promise<unknown>,
): Promise<S> {
  for (let attempt = 1; ; attempt += 1) {
    const subscription = await manager.subscribe(options);
    try {
      await save(subscription);
      return subscription;
    } catch (error) {
      await subscription.unsubscribe().catch(() => false);
      if (attempt === 1 && error instanceof ApiError && error.code === 'push_endpoint_taken') continue;
      throw error;
    }
  }
}
