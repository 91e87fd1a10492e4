import { backoffDelay, type BackoffOptions } from './backoff.ts';
import type { MutationDefinition, MutationRegistry } from './mutation-registry.ts';
import { NonRetriableError, RetriableError } from './outbox-errors.ts';
import type { OutboxEvent } from './outbox-events.ts';
import { toRequestInit } from './outbox-request.ts';
import { classifyResponse, readJsonBody } from './outbox-response.ts';
import type { Clock, FetchLike, OutboxEntry, OutboxStore, Scheduler } from './outbox-types.ts';

/** What sending one entry needs. */
export interface SendContext {
  store: OutboxStore;
  registry: MutationRegistry;
  fetch: FetchLike;
  clock: Clock;
  scheduler: Scheduler;
  random: () => number;
  backoff: BackoffOptions;
  requestTimeoutMs: number;
  emit(event: OutboxEvent): void;
}

/** `next`: the entry is settled, go on; `stop`: it must be retried later and later entries wait. */
export type SendResult = 'next' | 'stop';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function runHandler(
  context: SendContext,
  entry: OutboxEntry,
  handler: () => void | Promise<void>,
): Promise<void> {
  try {
    await handler();
  } catch (error) {
    context.emit({ type: 'handler-error', entry, error });
  }
}

async function markFailed(
  context: SendContext,
  entry: OutboxEntry,
  error: NonRetriableError,
  definition: MutationDefinition | undefined,
  attempts: number,
): Promise<void> {
  const failed: OutboxEntry = { ...entry, status: 'failed', attempts, lastError: error.message };
  await context.store.update(entry.id, {
    status: failed.status,
    attempts: failed.attempts,
    lastError: failed.lastError,
  });
  context.emit({ type: 'failed', entry: failed, error });
  const onFailure = definition?.onFailure;
  if (onFailure) await runHandler(context, failed, () => onFailure(error, failed));
}

async function scheduleRetry(
  context: SendContext,
  entry: OutboxEntry,
  error: RetriableError,
): Promise<void> {
  const attempts = entry.attempts + 1;
  const retryAt = context.clock.now() + backoffDelay(attempts, context.random, context.backoff);
  const changes = { attempts, nextAttemptAt: retryAt, lastError: error.message };
  await context.store.update(entry.id, changes);
  context.emit({ type: 'retry-scheduled', entry: { ...entry, ...changes }, error, retryAt });
}

async function complete(
  context: SendContext,
  entry: OutboxEntry,
  definition: MutationDefinition,
  response: unknown,
): Promise<void> {
  // Removed before onSuccess runs, so a throwing handler can never cause a second send.
  await context.store.remove(entry.id);
  context.emit({ type: 'sent', entry, response });
  const onSuccess = definition.onSuccess;
  if (onSuccess) await runHandler(context, entry, () => onSuccess(response, entry));
}

/**
 * The response status and parsed body, aborting after the timeout so that a hung request
 * cannot block the queue.
 */
async function request(
  context: SendContext,
  url: string,
  init: RequestInit,
  controller: AbortController,
): Promise<{ status: number; body: unknown }> {
  const timer = context.scheduler.setTimeout(() => controller.abort(), context.requestTimeoutMs);
  try {
    const response = await context.fetch(url, init);
    return { status: response.status, body: await readJsonBody(response) };
  } finally {
    context.scheduler.clearTimeout(timer);
  }
}

/**
 * Sends one entry and records the outcome: removed on 2xx, marked failed when it can never
 * succeed, or given a later nextAttemptAt when it may succeed on a retry.
 */
export async function sendOutboxEntry(
  context: SendContext,
  entry: OutboxEntry,
): Promise<SendResult> {
  const definition = context.registry.get(entry.mutation);
  if (!definition) {
    const error = new NonRetriableError(`Unknown mutation "${entry.mutation}"`);
    await markFailed(context, entry, error, undefined, entry.attempts);
    return 'next';
  }
  const controller = new AbortController();
  let url: string;
  let init: RequestInit;
  try {
    const outboxRequest = definition.toRequest(entry.payload);
    url = outboxRequest.url;
    init = toRequestInit(outboxRequest, entry.id, controller.signal);
  } catch (cause) {
    const error = new NonRetriableError(`Invalid request: ${messageOf(cause)}`, { cause });
    await markFailed(context, entry, error, definition, entry.attempts);
    return 'next';
  }
  let result: { status: number; body: unknown };
  try {
    result = await request(context, url, init, controller);
  } catch (cause) {
    await scheduleRetry(context, entry, new RetriableError(messageOf(cause), { cause }));
    return 'stop';
  }
  const outcome = classifyResponse(result.status, result.body);
  switch (outcome.kind) {
    case 'success':
      await complete(context, entry, definition, outcome.body);
      return 'next';
    case 'reject':
      await markFailed(context, entry, outcome.error, definition, entry.attempts + 1);
      return 'next';
    case 'retry':
      await scheduleRetry(context, entry, outcome.error);
      return 'stop';
  }
}
