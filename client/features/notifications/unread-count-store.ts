import { getJson } from '../../api/get-json.ts';

/**
 * The signed-in user's unread notification count for this page load, shared by the header badge
 * and the /notifications page (marking read there lowers the badge at once).
 */
let count: number | null = null;
let loadedFor: number | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeUnreadCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function unreadCountSnapshot(): number | null {
  return count;
}

/** Sets the count from an answer that carries it (list, mark read), for `userId`. */
export function setUnreadCount(userId: number, value: number): void {
  loadedFor = userId;
  if (count === value) return;
  count = value;
  emit();
}

/** Forgets the count (sign-out, another user). */
export function resetUnreadCount(): void {
  loadedFor = null;
  if (count === null) return;
  count = null;
  emit();
}

/** Loads the count once per page load and user (spec §7 GET /v1/notifications/get: a number). */
export function loadUnreadCount(userId: number): Promise<void> {
  if (loadedFor === userId) return Promise.resolve();
  inFlight ??= getJson<number>('/v1/notifications/get')
    .then((value) => setUnreadCount(userId, value))
    // The badge is a hint: a failure leaves it hidden rather than bothering the user.
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
