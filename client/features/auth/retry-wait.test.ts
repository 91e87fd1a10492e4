import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryWait } from './retry-wait.ts';

describe('retryWait', () => {
  it('says seconds under a minute', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', value: 1 });
    expect(retryWait(0.2)).toEqual({ unit: 'seconds', value: 1 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', value: 59 });
  });

  it('says whole minutes from a minute on, rounded up', () => {
    expect(retryWait(60)).toEqual({ unit: 'minutes', value: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', value: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', value: 15 });
  });

  it('knows nothing of missing, zero or nonsense waits', () => {
    expect(retryWait(null)).toBeNull();
    expect(retryWait(undefined)).toBeNull();
    expect(retryWait(0)).toBeNull();
    expect(retryWait(-5)).toBeNull();
    expect(retryWait(Number.NaN)).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 7 ')).toBe(7);
  });

  it('reads an HTTP date against the clock', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  it('gives null for absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
