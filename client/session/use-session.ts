import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session-store.ts';

/**
 * The server renders pages only for visitors without a session (server/plugins/client-app.ts),
 * signed out; hydrating its markup starts from the same state, then the real one takes over.
 */
const SERVER_RENDERED: SessionState = { status: 'guest', user: null };
const serverSnapshot = () => SERVER_RENDERED;

/** Who is signed in: `loading` until the first answer, then `guest` or `user` (with the user). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, serverSnapshot);
}
