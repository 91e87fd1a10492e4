/** A waiting service worker the user may activate ("a new version is available"). */
export interface PendingUpdate {
  apply: () => void;
}

type Listener = () => void;

let pending: PendingUpdate | null = null;
const listeners = new Set<Listener>();

/** Announces (or clears) a waiting update; the update prompt re-renders. */
export function setPendingUpdate(update: PendingUpdate | null): void {
  pending = update;
  for (const listener of listeners) listener();
}

export function getPendingUpdate(): PendingUpdate | null {
  return pending;
}

export function subscribePendingUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
