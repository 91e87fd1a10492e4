import type { BackoffRule, RateRule } from '../../../plugins/rate-limit.ts';

/**
 * Password reset throttling (the same class as sign-in): a per-address limit on
 * code checks used to let anyone who knew an e-mail block its owner from resetting for 10 minutes.
 * The attacker is slowed where they are — per address and e-mail pair, with growing waits — and a
 * looser per-address rule catches one address trying many e-mails. Each code belongs to the
 * request (browser) it was mailed for and dies after 5 wrong tries, so nobody else's guesses
 * spend the owner's code.
 */

/** Five typos are free; then 1 s, 2 s, 4 s … up to 15 minutes between tries; forgotten after an hour. */
export const RESET_CHECK_FAILURES_PER_PAIR: BackoffRule = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 3_600 };

/** One address (a family, an office behind NAT) may get 30 codes wrong before it waits too. */
export const RESET_CHECK_FAILURES_PER_IP: BackoffRule = { freeFailures: 30, firstDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };

/** Every check, right or wrong, counted before the code is hashed: a flood cannot eat the CPU. */
export const RESET_CHECK_TRIES_PER_IP: RateRule = { limit: 60, windowSeconds: 600 };

/** Code requests from one address, whatever the e-mail. */
export const RESET_CODES_PER_IP: RateRule = { limit: 20, windowSeconds: 3_600 };

/**
 * Code mails to one e-mail from one address: the first, resends and a retyped address fit; a burst
 * stops here before it counts against the mailbox, so the owner elsewhere still gets a code.
 */
export const RESET_CODES_PER_PAIR: RateRule = { limit: 5, windowSeconds: 3_600 };

/**
 * Code mails to one e-mail from everywhere: what bounds a mailbox flood from many addresses
 * (four times one address's share, so one address's burst never reaches it).
 */
export const RESET_CODES_PER_EMAIL: RateRule = { limit: 20, windowSeconds: 3_600 };

export function resetCheckPairKey(ip: string, email: string): string {
  return `otp-check:pair:${ip}:${email}`;
}

export function resetCheckIpFailuresKey(ip: string): string {
  return `otp-check:ip-failures:${ip}`;
}

export function resetCheckIpTriesKey(ip: string): string {
  return `otp-check:ip:${ip}`;
}

export function resetCodesPairKey(ip: string, email: string): string {
  return `otp-create:pair:${ip}:${email}`;
}
