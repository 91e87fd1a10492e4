import type { MeResponse, SessionUser } from '#shared/accounts/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../api/get-json.ts';
import { forgetAccountCopies } from '../local/account-copies.ts';
import { loadLocalDb } from '../local/lazy-local-db.ts';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'user'; user: SessionUser };

type Listener = () => void;

let state: SessionState = { status: 'loading', user: null };
let inflight: Promise<void> | null = null;
const listeners = new Set<Listener>();

/**
 * Who was signed in when the server last said, kept for a page opened offline: an installed
 * app reloaded at the bench is still its user's (the cookie is too), so the header, the queued
 * orders and the cart sync (which refuses to send one identity's cart as another's) stay right.
 */
const LAST_SESSION_KEY = 'last-session-user';

/** The id of the user remembered last, or null (nobody, or storage off). */
function rememberedUserId(): number | null {
  try {
    const stored = localStorage.getItem(LAST_SESSION_KEY);
    return stored ? (JSON.parse(stored) as SessionUser).id : null;
  } catch {
    return null;
  }
}

/**
 * When someone else is signed in than before (a sign-out, another account, a session that ran
 * out), the copies of the account pages kept for offline use leave this browser.
 */
function forgetOtherAccounts(previous: SessionState, user: SessionUser | null): void {
  const userId = user?.id ?? null;
  const before = previous.status === 'user' ? previous.user.id : rememberedUserId();
  if (before === userId) return;
  void loadLocalDb()
    .then((db) => forgetAccountCopies(db, userId))
    .catch(() => undefined);
}

function rememberSession(previous: SessionState, user: SessionUser | null): void {
  forgetOtherAccounts(previous, user);
  try {
    if (user) localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Storage off (private mode): an offline reload then reads as a guest.
  }
}

function rememberedSession(): SessionState {
  try {
    const stored = localStorage.getItem(LAST_SESSION_KEY);
    if (stored) return { status: 'user', user: JSON.parse(stored) as SessionUser };
  } catch {
    // Unreadable: fall through to guest.
  }
  return { status: 'guest', user: null };
}

function publish(next: SessionState): void {
  const previous = state;
  state = next;
  if (next.status !== 'loading') rememberSession(previous, next.user);
  for (const listener of listeners) listener();
}

/**
 * Asks the server who this browser is (GET /v1/me). Offline, the last known state stays; a
 * first load that fails takes the last session the server confirmed (a guest if none), so
 * pages never wait forever. Coming back online asks again.
 */
export function refreshSession(): Promise<void> {
  inflight ??= getJson<MeResponse>(API_PATH.me)
    .then((body) => publish(body.user ? { status: 'user', user: body.user } : { status: 'guest', user: null }))
    .catch(() => {
      if (state.status === 'loading') publish(rememberedSession());
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/**
 * A page the server rendered was asked for without a session cookie (server/plugins/client-app.ts),
 * so its visitor is a guest, as its markup shows: the state starts there instead of `loading`, and
 * the hydrated page keeps the guest's controls usable (the favourite button is disabled while
 * loading) while GET /v1/me confirms it.
 */
export function startAsGuest(): void {
  if (state.status !== 'loading') return;
  state = { status: 'guest', user: null };
  void refreshSession();
}

/** Sets the state from an answer that already says who is signed in (login, register, logout). */
export function setSessionUser(user: SessionUser | null): void {
  publish(user ? { status: 'user', user } : { status: 'guest', user: null });
}

export function getSessionState(): SessionState {
  return state;
}

let watchingConnection = false;

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (!watchingConnection && typeof window !== 'undefined') {
    watchingConnection = true;
    window.addEventListener('online', () => void refreshSession());
  }
  if (state.status === 'loading' && !inflight) void refreshSession();
  return () => listeners.delete(listener);
}
