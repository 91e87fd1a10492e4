import type { MeResponse, SessionUser } from '#shared/accounts/schemas.ts';
import { getJson } from '../api/get-json.ts';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'user'; user: SessionUser };

type Listener = () => void;

let state: SessionState = { status: 'loading', user: null };
let inflight: Promise<void> | null = null;
const listeners = new Set<Listener>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the server who this browser is (GET /v1/me). Offline, the last known state stays; a
 * first load that fails counts as a guest, so pages never wait forever.
 */
export function refreshSession(): Promise<void> {
  inflight ??= getJson<MeResponse>('/v1/me')
    .then((body) => publish(body.user ? { status: 'user', user: body.user } : { status: 'guest', user: null }))
    .catch(() => {
      if (state.status === 'loading') publish({ status: 'guest', user: null });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Sets the state from an answer that already says who is signed in (login, register, logout). */
export function setSessionUser(user: SessionUser | null): void {
  publish(user ? { status: 'user', user } : { status: 'guest', user: null });
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (state.status === 'loading' && !inflight) void refreshSession();
  return () => listeners.delete(listener);
}
