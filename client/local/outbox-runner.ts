import { DEFAULT_BACKOFF, type BackoffOptions } from './backoff.ts';
import type { MutationDefinition, MutationRegistry } from './mutation-registry.ts';
import { enqueue } from './outbox.ts';
import type { OutboxEvent, OutboxEventListener } from './outbox-events.ts';
import type {
  Clock,
  FetchLike,
  LeaderLock,
  OnlineDetector,
  OutboxEntry,
  OutboxStore,
  Scheduler,
  TimerHandle,
} from './outbox-types.ts';
import { sendOutboxEntry, type SendContext } from './send-outbox-entry.ts';

/** Everything the runner talks to, injectable so tests can fake time, network and tabs. */
export interface OutboxRunnerOptions {
  store: OutboxStore;
  registry: MutationRegistry;
  fetch: FetchLike;
  online: OnlineDetector;
  leader: LeaderLock;
  clock: Clock;
  scheduler: Scheduler;
  onEvent?: OutboxEventListener;
  /** Returns [0, 1); drives the backoff jitter. Defaults to Math.random. */
  random?: () => number;
  backoff?: BackoffOptions;
  /** Wait after an enqueue so a burst of writes goes out in one drain. Defaults to 50 ms. */
  enqueueDebounceMs?: number;
  /** A request taking longer is aborted and retried. Defaults to 30 s. */
  requestTimeoutMs?: number;
  /** Delay before trying again when a drain ended with a due entry unsent (store error). */
  safetyRetryMs?: number;
}

/** Options of a single drain. */
export interface DrainOptions {
  /** Send the head entry even if its backoff has not elapsed, e.g. a "retry now" button. */
  ignoreBackoff?: boolean;
}

/** Sends outbox entries one by one, oldest first, whenever that can succeed. */
export interface OutboxRunner {
  /** Listens for the online event, arms timers, and drains at once. */
  start(): void;
  /** Stops listening and timers; a drain under way ends after its current request. */
  stop(): void;
  /**
   * Sends every due entry; resolves when done (joins a drain already under way). Works before
   * start() and after stop() too, as an explicit request.
   */
  drainNow(options?: DrainOptions): Promise<void>;
  /** Records a write and schedules a drain shortly after. */
  enqueue<Payload>(mutation: MutationDefinition<Payload>, payload: Payload): Promise<OutboxEntry>;
  /** Schedules a drain shortly; for entries appended to the store by other means. */
  notify(): void;
  /**
   * Puts a failed entry back in the queue at its original place, with a fresh backoff;
   * false if it was not failed.
   */
  retryFailed(id: string): Promise<boolean>;
  /** Drops an entry; one already being sent may still reach the server. */
  discard(id: string): Promise<void>;
  /** Resolves when no drain is running. */
  whenIdle(): Promise<void>;
}

/** Creates an outbox runner; call `start()` to begin sending. */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { store, registry, online, leader, clock, scheduler } = options;
  const debounceMs = options.enqueueDebounceMs ?? 50;
  const safetyRetryMs = options.safetyRetryMs ?? 1_000;

  let started = false;
  let stops = 0;
  let unsubscribe: (() => void) | null = null;
  let wakeTimer: { handle: TimerHandle } | null = null;
  let debounceTimer: { handle: TimerHandle } | null = null;
  let running: Promise<void> | null = null;
  // ignoreBackoff of a drain requested while one was running, or null if none was.
  let requestedAgain: boolean | null = null;

  function emit(event: OutboxEvent): void {
    try {
      options.onEvent?.(event);
    } catch {
      // A listener's bug must not stall the queue.
    }
  }

  const sendContext: SendContext = {
    store,
    registry,
    fetch: options.fetch,
    clock,
    scheduler,
    random: options.random ?? Math.random,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    emit,
  };

  function clearWake(): void {
    if (wakeTimer) scheduler.clearTimeout(wakeTimer.handle);
    wakeTimer = null;
  }

  function clearDebounce(): void {
    if (debounceTimer) scheduler.clearTimeout(debounceTimer.handle);
    debounceTimer = null;
  }

  /** Sends due entries in order while holding the cross-tab lock. */
  async function drainOnce(ignoreBackoff: boolean): Promise<void> {
    const stopsAtStart = stops;
    const shouldContinue = () => stops === stopsAtStart && online.isOnline();
    if (!shouldContinue()) return;
    try {
      await leader.runExclusive(async () => {
        // Read inside the lock: another tab may have sent or changed entries meanwhile.
        while (shouldContinue()) {
          const entry = await store.nextPending();
          if (!entry) return;
          if (!ignoreBackoff && entry.nextAttemptAt > clock.now()) return;
          if ((await sendOutboxEntry(sendContext, entry)) === 'stop') return;
        }
      });
    } catch (error) {
      emit({ type: 'drain-error', error });
    }
  }

  function armWake(delayMs: number): void {
    clearWake();
    const handle = scheduler.setTimeout(() => {
      wakeTimer = null;
      void drainNow();
    }, delayMs);
    wakeTimer = { handle };
  }

  /** Arms one timer for when the head entry becomes due; order is strict, so only it matters. */
  async function scheduleWake(): Promise<void> {
    clearWake();
    if (!started || !online.isOnline()) return;
    let delay: number;
    try {
      const head = await store.nextPending();
      if (!head) return;
      delay = head.nextAttemptAt - clock.now();
    } catch (error) {
      emit({ type: 'drain-error', error });
      delay = 0;
    }
    // Offline, the online event drains; a head that is already due was left by a store error
    // or a lock not granted, so try again a little later rather than in a tight loop.
    if (started && online.isOnline()) armWake(delay > 0 ? delay : safetyRetryMs);
  }

  async function drainLoop(ignoreBackoff: boolean): Promise<void> {
    let next: boolean | null = ignoreBackoff;
    try {
      while (next !== null) {
        await drainOnce(next);
        await scheduleWake();
        next = requestedAgain;
        requestedAgain = null;
      }
    } finally {
      // Cleared in the same synchronous step as the last check, so no drain request is lost.
      running = null;
    }
  }

  function drainNow(drainOptions: DrainOptions = {}): Promise<void> {
    const ignoreBackoff = drainOptions.ignoreBackoff ?? false;
    if (running) {
      requestedAgain = (requestedAgain ?? false) || ignoreBackoff;
      return running;
    }
    running = drainLoop(ignoreBackoff);
    return running;
  }

  function kick(): void {
    if (started) void drainNow();
  }

  function notify(): void {
    if (!started) return;
    clearDebounce();
    const handle = scheduler.setTimeout(() => {
      debounceTimer = null;
      void drainNow();
    }, debounceMs);
    debounceTimer = { handle };
  }

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = online.subscribe((isOnline) => {
        // Back online, the last failure was most likely the lost connection: skip its backoff.
        if (isOnline) void drainNow({ ignoreBackoff: true });
      });
      void drainNow();
    },
    stop() {
      if (!started) return;
      started = false;
      stops += 1;
      unsubscribe?.();
      unsubscribe = null;
      clearWake();
      clearDebounce();
    },
    drainNow,
    async enqueue(mutation, payload) {
      if (!registry.get(mutation.name)) {
        throw new Error(`Mutation "${mutation.name}" is not registered with the outbox runner`);
      }
      const entry = await enqueue(store, mutation, payload, clock);
      notify();
      return entry;
    },
    notify,
    async retryFailed(id) {
      const entry = await store.get(id);
      if (entry?.status !== 'failed') return false;
      await store.update(id, {
        status: 'pending',
        attempts: 0,
        nextAttemptAt: clock.now(),
        lastError: null,
      });
      kick();
      return true;
    },
    async discard(id) {
      await store.remove(id);
      // The discarded entry may have been the head holding everything behind it in backoff.
      kick();
    },
    whenIdle() {
      return running ?? Promise.resolve();
    },
  };
}
