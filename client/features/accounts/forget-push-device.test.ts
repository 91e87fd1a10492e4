import { describe, expect, test } from 'vitest';
import { forgetPushDevice } from './forget-push-device.ts';

function device(subscription: { endpoint: string } | null) {
  const calls: string[] = [];
  const pushSubscription = subscription && {
    endpoint: subscription.endpoint,
    unsubscribe: async () => {
      calls.push('unsubscribe');
      return true;
    },
  };
  const registration = { pushManager: { getSubscription: async () => pushSubscription } };
  const container = { getRegistration: async () => registration } as unknown as Pick<ServiceWorkerContainer, 'getRegistration'>;
  return { container, calls };
}

describe('forgetPushDevice', () => {
  test('signing out removes the subscription from the account, then drops it in the browser', async () => {
    const { container, calls } = device({ endpoint: 'https://push.example/abc' });
    await forgetPushDevice(container, async (endpoint) => calls.push(`server:${endpoint}`));
    expect(calls).toEqual(['server:https://push.example/abc', 'unsubscribe']);
  });

  test('the browser drops it even when the server cannot be told', async () => {
    const { container, calls } = device({ endpoint: 'https://push.example/abc' });
    await forgetPushDevice(container, () => Promise.reject(new Error('offline')));
    expect(calls).toEqual(['unsubscribe']);
  });

  test('nothing to do without a subscription or a service worker', async () => {
    const { container, calls } = device(null);
    let asked = false;
    await forgetPushDevice(container, async () => (asked = true));
    await forgetPushDevice(undefined, async () => (asked = true));
    expect(asked).toBe(false);
    expect(calls).toEqual([]);
  });
});
