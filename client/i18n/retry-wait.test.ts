import { describe, expect, it } from 'vitest';
import { retryWait } from './retry-wait.ts';

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
