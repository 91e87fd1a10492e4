import type { NonRetriableError } from './outbox-errors.ts';
import type { OutboxEntry } from './outbox-types.ts';

/** HTTP request an outbox entry turns into. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Sent as JSON, or as multipart when a FormData (built here: FormData cannot be stored). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** How to send one kind of mutation and what to do with the outcome. */
export interface MutationHandlers<Payload, Result = unknown> {
  toRequest(payload: Payload): OutboxRequest;
  /** Called after the entry left the outbox; `response` is the parsed JSON body, or null. */
  onSuccess?(response: Result, entry: OutboxEntry): void | Promise<void>;
  /** Called when the server refused the entry for good and it was marked failed. */
  onFailure?(error: NonRetriableError, entry: OutboxEntry): void | Promise<void>;
}

/** A named mutation; the name is what the outbox stores. */
export interface MutationDefinition<Payload = unknown, Result = unknown> extends MutationHandlers<
  Payload,
  Result
> {
  readonly name: string;
}

/**
 * Declares a mutation. Register it in the {@link MutationRegistry} given to the runner, and
 * pass it to `enqueue` to get a typed payload.
 */
export function defineMutation<Payload, Result = unknown>(
  name: string,
  handlers: MutationHandlers<Payload, Result>,
): MutationDefinition<Payload, Result> {
  return { ...handlers, name };
}

/**
 * Looks mutations up by name, so entries written before a reload can still be sent. Payload
 * types are erased once stored: the name is the contract between writer and sender.
 */
export interface MutationRegistry {
  /** Adds mutations; throws on a name that is already taken by another definition. */
  register(...definitions: readonly MutationDefinition[]): void;
  get(name: string): MutationDefinition | undefined;
}

/** Creates a registry holding `definitions`. */
export function createMutationRegistry(
  definitions: readonly MutationDefinition[] = [],
): MutationRegistry {
  const byName = new Map<string, MutationDefinition>();
  const registry: MutationRegistry = {
    register(...added) {
      for (const definition of added) {
        const existing = byName.get(definition.name);
        if (existing && existing !== definition) {
          throw new Error(`Mutation "${definition.name}" is already registered`);
        }
        byName.set(definition.name, definition);
      }
    },
    get(name) {
      return byName.get(name);
    },
  };
  registry.register(...definitions);
  return registry;
}
