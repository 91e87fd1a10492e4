import { createMutationRegistry, type MutationDefinition } from './mutation-registry.ts';
import type { OutboxEvent, OutboxEventListener } from './outbox-events.ts';
import type { OutboxEntry } from './outbox-types.ts';
import type { OutboxRunner } from './outbox-runner.ts';

/**
 * The app's one outbox (architecture: every server write that can be made offline goes through
 * it with an idempotency key). Features declare their mutations with `defineMutation`, list them
 * with `registerMutations` at module load, and write with `enqueueWrite`. The runner and Dexie
 * load on first use, after the first paint, to keep the initial bundle small.
 */
const registry = createMutationRegistry();
const listeners = new Set<OutboxEventListener>();
let runner: Promise<OutboxRunner> | null = null;

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

function loadRunner(): Promise<OutboxRunner> {
  runner ??= import('./browser-outbox.ts').then(({ createBrowserOutboxRunner }) => {
    const created = createBrowserOutboxRunner(registry, emit);
    created.start();
    return created;
  });
  return runner;
}

/**
 * Makes mutations sendable, including entries stored before a reload. Call at module load of the
 * feature that owns them, before the first `enqueueWrite` of theirs.
 */
export function registerMutations(...added: MutationDefinition[]): void {
  registry.register(...added);
}

/** Records a server write and sends it as soon as the network allows. */
export async function enqueueWrite<Payload>(mutation: MutationDefinition<Payload>, payload: Payload): Promise<OutboxEntry> {
  registerMutations(mutation as MutationDefinition);
  return (await loadRunner()).enqueue(mutation, payload);
}

/** Starts sending whatever an earlier visit left in the outbox (called once from main.tsx). */
export function startAppOutbox(): void {
  void loadRunner();
}

/** Sends due entries now, e.g. from a "retry" button. */
export async function drainOutboxNow(): Promise<void> {
  await (await loadRunner()).drainNow({ ignoreBackoff: true });
}

/** Listens to what the runner reports (sent, failed, retry). Returns the unsubscribe function. */
export function onOutboxEvent(listener: OutboxEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
