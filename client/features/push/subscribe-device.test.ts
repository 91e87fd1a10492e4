import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushSubscribeTimeoutError, subscribeAndSave } from './subscribe-device.ts';

/** A browser's PushManager: the same endpoint until it is unsubscribed, then a new one. */
function browser() {
  const log: string[] = [];
  let generation = 1;
  let live: { endpoint: string; unsubscribe(): Promise<boolean> } | null = null;
  const manager = {
    async subscribe() {
      live ??= {
        endpoint: `https://fcm.googleapis.com/fcm/send/device-${generation}`,
        async unsubscribe() {
          log.push(`unsubscribe ${this.endpoint}`);
          live = null;
          generation += 1;
          return true;
        },
      };
      log.push(`subscribe ${live.endpoint}`);
      return live;
    },
  };
  return { manager, log };
}

const refused = (code: string, status: number) => new ApiError('/v1/push/subscriptions', status, { code, message: code, fields: { endpoint: code } });

describe('subscribeAndSave', () => {
  test('stores the subscription', async () => {
    const { manager, log } = browser();
    const saved: string[] = [];
    const subscription = await subscribeAndSave(manager, {}, async (s) => saved.push(s.endpoint));
    expect(subscription.endpoint).toBe('https://fcm.googleapis.com/fcm/send/device-1');
    expect(saved).toEqual(['https://fcm.googleapis.com/fcm/send/device-1']);
    expect(log).toEqual(['subscribe https://fcm.googleapis.com/fcm/send/device-1']);
  });

  test('an endpoint another account holds is replaced by a fresh one, once', async () => {
    const { manager, log } = browser();
    const taken = new Set(['https://fcm.googleapis.com/fcm/send/device-1']);
    const subscription = await subscribeAndSave(manager, {}, async (s) => {
      if (taken.has(s.endpoint)) throw refused('push_endpoint_taken', 409);
    });
    expect(subscription.endpoint).toBe('https://fcm.googleapis.com/fcm/send/device-2');
    expect(log).toEqual([
      'subscribe https://fcm.googleapis.com/fcm/send/device-1',
      'unsubscribe https://fcm.googleapis.com/fcm/send/device-1',
      'subscribe https://fcm.googleapis.com/fcm/send/device-2',
    ]);
  });

  test('any other refusal, or a second taken endpoint, undoes the subscription and is reported', async () => {
    const first = browser();
    await expect(subscribeAndSave(first.manager, {}, () => Promise.reject(refused('push_endpoint_refused', 400)))).rejects.toMatchObject({ code: 'push_endpoint_refused' });
    expect(first.log).toEqual(['subscribe https://fcm.googleapis.com/fcm/send/device-1', 'unsubscribe https://fcm.googleapis.com/fcm/send/device-1']);
    const second = browser();
    await expect(subscribeAndSave(second.manager, {}, () => Promise.reject(refused('push_endpoint_taken', 409)))).rejects.toMatchObject({ code: 'push_endpoint_taken' });
    expect(second.log).toHaveLength(4);
  });
});

describe('a push service that does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A PushManager whose subscribe() settles only when the test says so. */
  function silentBrowser() {
    const log: string[] = [];
    let answer: ((subscription: { endpoint: string; unsubscribe(): Promise<boolean> }) => void) | null = null;
    const manager = {
      subscribe() {
        log.push('subscribe');
        return new Promise<{ endpoint: string; unsubscribe(): Promise<boolean> }>((resolve) => {
          answer = resolve;
        });
      },
    };
    const answerLate = () =>
      answer?.({
        endpoint: 'https://fcm.googleapis.com/fcm/send/late',
        async unsubscribe() {
          log.push('unsubscribe late');
          return true;
        },
      });
    return { manager, log, answerLate };
  }

  test('subscribe() that never settles is given up after the limit, with nothing saved', async () => {
    vi.useFakeTimers();
    const { manager } = silentBrowser();
    const saved: string[] = [];
    const outcome = subscribeAndSave(manager, {}, async (s) => saved.push(s.endpoint));
    const settled = vi.fn();
    outcome.catch(settled);
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).rejects.toBeInstanceOf(PushSubscribeTimeoutError);
    expect(saved).toEqual([]);
    expect(PUSH_SUBSCRIBE_TIMEOUT_MS).toBe(15_000);
  });

  test('a subscription that arrives after the limit is dropped, never saved', async () => {
    vi.useFakeTimers();
    const { manager, log, answerLate } = silentBrowser();
    const saved: string[] = [];
    const outcome = subscribeAndSave(manager, {}, async (s) => saved.push(s.endpoint), 1_000);
    outcome.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).rejects.toBeInstanceOf(PushSubscribeTimeoutError);
    answerLate();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['subscribe', 'unsubscribe late']);
    expect(saved).toEqual([]);
  });
});
