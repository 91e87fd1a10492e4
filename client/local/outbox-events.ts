import type { NonRetriableError, RetriableError } from './outbox-errors.ts';
import type { OutboxEntry } from './outbox-types.ts';

/** What the runner reports, e.g. to tell the user a write was refused. */
export type OutboxEvent =
  /** The server accepted the entry; it left the outbox. `response` is the parsed JSON body. */
  | { type: 'sent'; entry: OutboxEntry; response: unknown }
  /** The server refused the entry for good; it stays in the outbox as failed. */
  | { type: 'failed'; entry: OutboxEntry; error: NonRetriableError }
  /** Sending failed for now; the entry, and every entry after it, waits until `retryAt`. */
  | { type: 'retry-scheduled'; entry: OutboxEntry; error: RetriableError; retryAt: number }
  /** A mutation's onSuccess or onFailure threw; the outbox itself is unaffected. */
  | { type: 'handler-error'; entry: OutboxEntry; error: unknown }
  /** The store failed (e.g. IndexedDB quota); the drain stopped and will be tried again. */
  | { type: 'drain-error'; error: unknown };

/** Receives runner events. */
export type OutboxEventListener = (event: OutboxEvent) => void;
