/// <reference lib="webworker" />
import { pickWindow, readPushMessage } from './push-message.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Web push for order updates: a push shows the notification the server worded in the
 * user's language (title with the order code, body with the new status); a click focuses a window
 * of the app on the order page, or opens one.
 */
export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    const message = readPushMessage(event.data ? event.data.text() : null);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        data: { url: message.url },
        icon: '/icons/icon-192.png',
        ...(message.tag ? { tag: message.tag } : {}),
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = new URL(typeof data?.url === 'string' ? data.url : '/notifications', self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const choice = pickWindow(windows, target);
        if (!choice) {
          await self.clients.openWindow(target.href);
          return;
        }
        try {
          const focused = await choice.window.focus();
          if (choice.navigate) await focused.navigate(target.href);
        } catch {
          // A window this worker does not control cannot be navigated: open the page instead.
          await self.clients.openWindow(target.href);
        }
      })(),
    );
  });
}
