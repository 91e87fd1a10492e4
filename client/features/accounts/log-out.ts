import type { MeResponse } from '#shared/accounts/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { sendJson } from '../../api/send-json.ts';
import { setSessionUser } from '../../session/session-store.ts';
import { forgetPushDevice } from './forget-push-device.ts';

let inflight: Promise<void> | null = null;

/**
 * POST /logout, then forget the user on this page; this device's push subscription leaves the
 * account first. One request at a time: the page's effect may run twice (React strict mode) and
 * the second call must not fail the first.
 */
export function logOut(): Promise<void> {
  inflight ??= forgetPushDevice(globalThis.navigator?.serviceWorker, (endpoint) => sendJson('DELETE', API_PATH.pushSubscriptions, { endpoint }))
    .then(() => sendJson<MeResponse>('POST', '/logout'))
    .then((answer) => setSessionUser(answer.user))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
