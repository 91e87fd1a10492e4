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
