import { API_PATH } from '#shared/http/api-paths.ts';
import type { PushPublicKeyResponse, PushSubscribeResponse, PushUnsubscribeResponse } from '#shared/push/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';
import { base64UrlToBytes } from './push-support.ts';
import { subscribeAndSave } from './subscribe-device.ts';

/** The app's service worker registration, or null when none is active (e.g. the Vite dev server). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Sends this device's subscription to the server (an upsert by endpoint: safe to repeat). */
export function saveSubscription(subscription: PushSubscription): Promise<PushSubscribeResponse> {
  return sendJson<PushSubscribeResponse>('POST', API_PATH.pushSubscriptions, subscription.toJSON());
}

/**
 * Turns push on for this device: asks for permission (only ever here, after the user switched
 * it on — "never on page load"), subscribes with the shop's VAPID key, stores it. Returns
 * the permission when it was not granted. A subscription the server refused is undone; one it
 * keeps for another account is replaced by a fresh one (subscribeAndSave).
 */
export async function enablePush(registration: ServiceWorkerRegistration): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { public_key } = await getJson<PushPublicKeyResponse>('/v1/push/public-key');
  await subscribeAndSave(registration.pushManager, { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(public_key) }, saveSubscription);
  return permission;
}

/** Turns push off for this device: the server forgets it first, then the browser drops it. */
export async function disablePush(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await sendJson<PushUnsubscribeResponse>('DELETE', API_PATH.pushSubscriptions, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
