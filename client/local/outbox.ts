import type { MutationDefinition } from './mutation-registry.ts';
import type { Clock, OutboxEntry, OutboxStore } from './outbox-types.ts';

/** A new pending entry, due at once. */
export function createOutboxEntry(mutation: string, payload: unknown, now: number): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    mutation,
    payload,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    status: 'pending',
  };
}

/**
 * Records a write to send later and returns the stored entry. Inside a Dexie transaction that
 * also covers `outbox`, it commits together with the local change it mirrors. Prefer
 * `runner.enqueue`, which also wakes the runner.
 */
export function enqueue<Payload>(
  store: OutboxStore,
  mutation: MutationDefinition<Payload>,
  payload: Payload,
  clock: Clock,
): Promise<OutboxEntry> {
  return store.append(createOutboxEntry(mutation.name, payload, clock.now()));
}
