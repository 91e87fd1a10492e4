/** `pending` entries wait to be sent; `failed` ones were refused for good and wait for the user. */
export type OutboxStatus = 'pending' | 'failed';

/** A server write recorded locally and sent when the network and its turn allow. */
export interface OutboxEntry {
  /** uuid v4; also sent as the Idempotency-Key so a retried request is applied once. */
  id: string;
  /** Name of a registered mutation; a name (not a function) so entries survive a reload. */
  mutation: string;
  /** Must be structured-cloneable (IndexedDB): plain data and Blobs, not FormData. */
  payload: unknown;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  status: OutboxStatus;
}

/** Persistence for outbox entries. */
export interface OutboxStore {
  /**
   * Adds an entry, moving its createdAt past the newest stored entry when needed so that
   * insertion order is the send order even within one millisecond. Returns the stored entry.
   */
  append(entry: OutboxEntry): Promise<OutboxEntry>;
  get(id: string): Promise<OutboxEntry | undefined>;
  /** The oldest pending entry (by createdAt, then id), which is the only one allowed to be sent. */
  nextPending(): Promise<OutboxEntry | undefined>;
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>;
  /** Changes fields of an entry; a no-op when it no longer exists. */
  update(id: string, changes: Partial<Omit<OutboxEntry, 'id'>>): Promise<void>;
  /** Deletes an entry; a no-op when it no longer exists. */
  remove(id: string): Promise<void>;
}

/** Tells whether the browser believes it is online, and when that changes. */
export interface OnlineDetector {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Runs work while holding a lock shared by every tab, so only one tab sends at a time. */
export interface LeaderLock {
  /** Resolves to `fn`'s result, or undefined when the lock was not granted. */
  runExclusive<T>(fn: () => Promise<T>): Promise<T | undefined>;
}

/** Current time in epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** Opaque timer handle returned by a {@link Scheduler}. */
export type TimerHandle = unknown;

/** Timer functions, injectable so tests control time. */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The fetch subset the outbox needs. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
