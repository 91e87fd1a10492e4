// Test doubles for the outbox runner (time, timers, connectivity, network); imported by tests only.
import type { Clock, FetchLike, OnlineDetector, Scheduler, TimerHandle } from './outbox-types.ts';

/** A clock that only moves when told to. */
export interface FakeClock extends Clock {
  set(now: number): void;
}

/** Creates a clock starting at `start`. */
export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  return {
    now: () => now,
    set(next) {
      now = next;
    },
  };
}

interface FakeTimer {
  id: number;
  dueAt: number;
  callback: () => void;
}

/** Timers driven by a {@link FakeClock}. */
export interface FakeScheduler extends Scheduler {
  /** Moves the clock forward, firing due timers in due order (each at its own time). */
  advance(ms: number): void;
  /** Due times of the timers not yet fired or cleared, soonest first. */
  pendingDueTimes(): number[];
}

/** Creates timers that fire only through `advance`. */
export function createFakeScheduler(clock: FakeClock): FakeScheduler {
  let nextId = 1;
  let timers: FakeTimer[] = [];
  const soonestFirst = () => [...timers].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  return {
    setTimeout(callback, delayMs) {
      const timer = { id: nextId++, dueAt: clock.now() + Math.max(0, delayMs), callback };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle: TimerHandle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      const target = clock.now() + ms;
      for (;;) {
        const due = soonestFirst().find((timer) => timer.dueAt <= target);
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        clock.set(Math.max(clock.now(), due.dueAt));
        due.callback();
      }
      clock.set(target);
    },
    pendingDueTimes() {
      return soonestFirst().map((timer) => timer.dueAt);
    },
  };
}

/** Connectivity switched by the test. */
export interface FakeOnline extends OnlineDetector {
  set(online: boolean): void;
  listenerCount(): number;
}

/** Creates an online detector starting in the given state. */
export function createFakeOnline(initial = true): FakeOnline {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
    listenerCount: () => listeners.size,
  };
}

/** A request as the fake network saw it. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** `'network-error'` rejects like a dropped connection; `'hang'` waits until aborted. */
export type FakeReply = Response | 'network-error' | 'hang';

/** A fetch that records requests and answers from a script. */
export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Requests in flight right now, and the most there ever were at once. */
  inFlight(): number;
  maxInFlight(): number;
}

/** A JSON response, as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error response in the server's `{error: {code, message}}` shape. */
export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message } });
}

function recordBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

function hangUntilAborted(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new Error('The operation was aborted')));
  });
}

/**
 * Creates a fake fetch; `reply` is called per request (after a macrotask, like a real network,
 * so concurrent callers can overlap) and defaults to 200 `{ok: true}`.
 */
export function createFakeFetch(
  reply: (request: RecordedRequest) => FakeReply = () => jsonResponse(200, { ok: true }),
): FakeFetch {
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch: FetchLike = async (url, init) => {
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: recordBody(init.body),
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const answer = reply(request);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer === 'hang') return await hangUntilAborted(request.signal);
      return answer;
    } finally {
      inFlight -= 1;
    }
  };
  return { fetch, requests, inFlight: () => inFlight, maxInFlight: () => maxInFlight };
}
