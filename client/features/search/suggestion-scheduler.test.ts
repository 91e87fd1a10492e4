import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionScheduler, type SuggestionOutcome } from './suggestion-scheduler.ts';

/** A load() whose answers the test releases by hand, in any order. */
function manualLoader() {
  const calls: { q: string; signal: AbortSignal; resolve: (data: string) => void; reject: (error: unknown) => void }[] = [];
  const load = (q: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ q, signal, resolve, reject });
    });
  return { calls, load };
}

function setup() {
  const loader = manualLoader();
  const outcomes: SuggestionOutcome<string>[] = [];
  const scheduler = createSuggestionScheduler({ load: loader.load, delayMs: 150 }, (outcome) => outcomes.push(outcome));
  return { ...loader, outcomes, scheduler };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSuggestionScheduler (spec §9: 150 ms delay)', () => {
  it('waits for 150 ms of quiet and asks only for the last query', async () => {
    const { calls, outcomes, scheduler } = setup();
    scheduler.request('di');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.request('die');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.request('dien');
    await vi.advanceTimersByTimeAsync(149);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.q)).toEqual(['dien']);
    calls[0]!.resolve('answer for dien');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ q: 'dien', status: 'success', data: 'answer for dien' }]);
  });

  it('aborts the request in flight when the query changes', async () => {
    const { calls, scheduler } = setup();
    scheduler.request('lm');
    await vi.advanceTimersByTimeAsync(150);
    scheduler.request('lm3');
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(150);
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('drops an answer that arrives after a newer query was asked (out of order)', async () => {
    const { calls, outcomes, scheduler } = setup();
    scheduler.request('ne');
    await vi.advanceTimersByTimeAsync(150);
    scheduler.request('ne5');
    await vi.advanceTimersByTimeAsync(150);
    calls[1]!.resolve('new');
    calls[0]!.resolve('old, ignoring the abort');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ q: 'ne5', status: 'success', data: 'new' }]);
  });

  it('answers a query seen before from its cache, at once', async () => {
    const { calls, outcomes, scheduler } = setup();
    scheduler.request('tu');
    await vi.advanceTimersByTimeAsync(150);
    calls[0]!.resolve('tu answer');
    await vi.advanceTimersByTimeAsync(0);
    scheduler.request('tu d');
    scheduler.request('tu');
    expect(outcomes.at(-1)).toEqual({ q: 'tu', status: 'success', data: 'tu answer' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('reports an error for the latest query only, and retry asks again at once', async () => {
    const { calls, outcomes, scheduler } = setup();
    scheduler.request('usb');
    await vi.advanceTimersByTimeAsync(150);
    calls[0]!.reject(new Error('502'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ q: 'usb', status: 'error', error: new Error('502') }]);
    scheduler.retry('usb');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('usb answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.at(-1)).toEqual({ q: 'usb', status: 'success', data: 'usb answer' });
  });

  it('says nothing about aborted or unwanted requests', async () => {
    const { calls, outcomes, scheduler } = setup();
    scheduler.request('relay');
    await vi.advanceTimersByTimeAsync(150);
    scheduler.request(null);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    scheduler.request('diode');
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(outcomes).toEqual([]);
  });
});
