import type { OnlineDetector } from './outbox-types.ts';

/**
 * Online state from `navigator.onLine` and the window's online/offline events. `onLine` true
 * only means a network exists; failed requests are still retried by the runner.
 */
export function browserOnlineDetector(target: EventTarget = globalThis): OnlineDetector {
  return {
    isOnline() {
      return globalThis.navigator?.onLine ?? true;
    },
    subscribe(listener) {
      const onOnline = () => listener(true);
      const onOffline = () => listener(false);
      target.addEventListener('online', onOnline);
      target.addEventListener('offline', onOffline);
      return () => {
        target.removeEventListener('online', onOnline);
        target.removeEventListener('offline', onOffline);
      };
    },
  };
}
