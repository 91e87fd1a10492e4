/** Shape of the retry delay curve. */
export interface BackoffOptions {
  baseMs: number;
  factor: number;
  capMs: number;
  /** Fraction of the delay added or removed at random, e.g. 0.2 for ±20%. */
  jitter: number;
}

/** 1 s, 2 s, 4 s … up to 5 minutes, each ±20%. */
export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 1_000,
  factor: 2,
  capMs: 5 * 60_000,
  jitter: 0.2,
};

/**
 * Milliseconds to wait before the next try after `attempts` failed tries (1 = first failure).
 * Jitter spreads retries of many clients apart; the result never exceeds the cap.
 *
 * @param random returns a number in [0, 1); 0.5 means no jitter.
 * @example backoffDelay(1, () => 0.5) === 1000
 * @example backoffDelay(3, () => 0.5) === 4000
 */
export function backoffDelay(
  attempts: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const exponent = Math.max(0, attempts - 1);
  const raw = Math.min(options.capMs, options.baseMs * options.factor ** exponent);
  const jitterFactor = 1 + options.jitter * (2 * random() - 1);
  return Math.round(Math.min(options.capMs, raw * jitterFactor));
}
