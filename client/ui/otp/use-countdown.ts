import { useEffect, useState } from 'react';
import { OTP_TTL_SECONDS, secondsUntil } from '#shared/accounts/otp.ts';

/**
 * Whole seconds left until `expiresAt` (ISO), re-read every second; 0 once it has passed. Never
 * above a code's lifetime, so a clock read up to a second ago cannot show 10:01 after a resend.
 */
export function useCountdown(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.min(secondsUntil(expiresAt, now), OTP_TTL_SECONDS);
}
