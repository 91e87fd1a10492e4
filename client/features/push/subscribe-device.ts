import { ApiError } from '../../api/api-error.ts';

/** The parts of PushManager and PushSubscription this needs (fakes in tests). */
export interface SubscribingManager<S extends { unsubscribe(): Promise<boolean> }> {
  subscribe(options: PushSubscriptionOptionsInit): Promise<S>;
}

/**
 * How long the browser's push service may take to answer `pushManager.subscribe()`: a push service that never answers (blocked, or unreachable behind a firewall) must
 * not leave the switch busy forever. A healthy one answers within a few seconds.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;

/** The push service did not answer `subscribe()` in time. */
export class PushSubscribeTimeoutError extends Error {
  readonly waitedMs: number;

  constructor(waitedMs: number) {
    super(`pushManager.subscribe() did not settle within ${waitedMs} ms`);
    this.waitedMs = waitedMs;
    this.name = 'PushSubscribeTimeoutError';
  }
}

/**
 * `manager.subscribe(options)`, given up after `timeoutMs`. A subscription that arrives after
 * we gave up is dropped again, so the browser never holds one the server was not told about
 * (the page would otherwise show the switch on at the next visit after saying it failed).
 */
export function subscribeWithin<S extends { unsubscribe(): Promise<boolean> }>(
  manager: SubscribingManager<S>,
  options: PushSubscriptionOptionsInit,
  timeoutMs: number,
): Promise<S> {
  return new Promise<S>((resolve, reject) => {
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      reject(new PushSubscribeTimeoutError(timeoutMs));
    }, timeoutMs);
    manager.subscribe(options).then(
      (subscription) => {
        if (!gaveUp) {
          clearTimeout(timer);
          resolve(subscription);
        } else void subscription.unsubscribe().catch(() => false);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!gaveUp) reject(error);
      },
    );
  });
}

/**
 * Subscribes this browser and stores the subscription with `save`. When the server keeps this
 * endpoint for another account (409 `push_endpoint_taken`: an endpoint is never
 * moved between accounts — the last person here never signed out), the browser's subscription is
 * dropped and a fresh one, with a new endpoint, is made and stored, once. Any other refusal
 * undoes the subscription and is rethrown. Each `subscribe()` is given up after `timeoutMs`
 * with a PushSubscribeTimeoutError.
 */
export async function subscribeAndSave<S extends { unsubscribe(): Promise<boolean> }>(
  manager: SubscribingManager<S>,
  options: PushSubscriptionOptionsInit,
  save: (subscription: S) => Promise<unknown>,
  timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<S> {
  for (let attempt = 1; ; attempt += 1) {
    const subscription = await subscribeWithin(manager, options, timeoutMs);
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
