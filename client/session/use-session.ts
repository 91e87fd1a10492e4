import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session-store.ts';

/** Who is signed in: `loading` until the first answer, then `guest` or `user` (with the user). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
