import type { BackoffRule, RateRule } from '../../plugins/rate-limit.ts';

/**
 * Sign-in throttling (ten wrong passwords used to lock the real owner out for
 * 10 minutes). The attacker is slowed where they are — per address and account pair, with
 * growing waits — and a looser per-address rule catches one address trying many accounts. There
 * is no per-account lock: the owner signs in from another address at any time, and the right
 * password clears the pair's failures.
 */

/** Five typos are free; then 1 s, 2 s, 4 s … up to 15 minutes between tries; forgotten after an hour. */
export const LOGIN_FAILURES_PER_PAIR: BackoffRule = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 3_600 };

/** One address (a family, an office behind NAT) may get 30 passwords wrong before it waits too. */
export const LOGIN_FAILURES_PER_IP: BackoffRule = { freeFailures: 30, firstDelaySeconds: 1, maxDelaySeconds: 900, forgetAfterSeconds: 900 };

/** Every try, right or wrong, counted before the password is hashed: a flood cannot eat the CPU. */
export const LOGIN_TRIES_PER_IP: RateRule = { limit: 60, windowSeconds: 600 };

export function loginPairKey(ip: string, email: string): string {
  return `login:pair:${ip}:${email}`;
}

export function loginIpFailuresKey(ip: string): string {
  return `login:ip-failures:${ip}`;
}

export function loginIpTriesKey(ip: string): string {
  return `login:ip:${ip}`;
}
