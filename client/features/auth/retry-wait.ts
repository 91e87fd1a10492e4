/** How long to wait before trying again, in the unit a person would say it in. */
export interface RetryWait {
  unit: 'seconds' | 'minutes';
  value: number;
}

/**
 * The wait a 429 asks for (its Retry-After, in seconds) as whole seconds under a minute, else
 * whole minutes rounded up, so "try again in 2 minutes" is never too early. Null when unknown.
 */
export function retryWait(seconds: number | null | undefined): RetryWait | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.ceil(seconds);
  return whole < 60 ? { unit: 'seconds', value: whole } : { unit: 'minutes', value: Math.ceil(whole / 60) };
}

/**
 * Seconds from an HTTP Retry-After value: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
