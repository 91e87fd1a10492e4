import { randomInt, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '#shared/accounts/otp.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../password.ts';
import { UserSchema } from '../user.entity.ts';
import { OtpCodeSchema, type OtpCode, type OtpPurpose } from './otp-code.entity.ts';

/** Six random digits from the CSPRNG, leading zeros kept (spec §9 "OTP 6 digits"). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export interface OtpIssue {
  userId: number;
  purpose: OtpPurpose;
  /** The address an `email` code proves (null for a password code). */
  email?: string | null;
  /**
   * Which older codes of this purpose die now: `'all'` (one pending code per account), or the
   * request a resend replaces (only when it is this user's), or none. Spent, dead and expired
   * codes are dropped either way.
   */
  replaces: 'all' | string | null;
}

export interface IssuedOtp {
  /** The code in plain text, for the e-mail only. */
  code: string;
  publicId: string;
  expiresAt: Date;
}

/**
 * Issues a fresh code for the user (spec §4: a resend restarts the countdown: a new code
 * invalidates the one it replaces). Password codes of other requests stay alive
 * (someone else's request for the owner's address must not kill the owner's code). The user row
 * is locked so two requests at once cannot both keep an older code they meant to replace.
 */
export async function issueOtp(em: EntityManager, issue: OtpIssue): Promise<IssuedOtp> {
  const code = newOtpCode();
  const codeHash = await hashPassword(code);
  const publicId = randomUUID();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await em.transactional(async (tx) => {
    const { userId, purpose, replaces } = issue;
    await tx.findOneOrFail(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (replaces === 'all') {
      await tx.nativeDelete(OtpCodeSchema, { user: userId, purpose });
    } else {
      const gone = [{ expiresAt: { $lte: new Date() } }, { usedAt: { $ne: null } }, { attempts: { $gte: OTP_MAX_ATTEMPTS } }];
      await tx.nativeDelete(OtpCodeSchema, { user: userId, purpose, $or: replaces ? [...gone, { publicId: replaces }] : gone });
    }
    tx.create(OtpCodeSchema, { publicId, user: userId, purpose, email: issue.email ?? null, codeHash, expiresAt, attempts: 0, usedAt: null });
  });
  return { code, publicId, expiresAt };
}

export interface OtpLookup {
  /** Null when the address has no account: the same hashing time is spent, and nothing matches. */
  userId: number | null;
  purpose: OtpPurpose;
  /** The request the code was mailed for; without it, the user's newest code of the purpose. */
  publicId?: string;
}

/**
 * Inside the caller's transaction: the live code that `lookup` names if `code` matches it, else
 * null. Live means unused, unexpired and with tries left (at most 5 tries, then the code
 * is dead). A wrong code counts a try on the locked row; the caller must COMMIT before it reports
 * the failure, or the try would be rolled back. With no live code the same hashing time is spent.
 */
export async function matchOtp(tx: EntityManager, lookup: OtpLookup, code: string): Promise<OtpCode | null> {
  const otp =
    lookup.userId === null
      ? null
      : await tx.findOne(
          OtpCodeSchema,
          {
            user: lookup.userId,
            purpose: lookup.purpose,
            ...(lookup.publicId === undefined ? {} : { publicId: lookup.publicId }),
            usedAt: null,
            expiresAt: { $gt: new Date() },
            attempts: { $lt: OTP_MAX_ATTEMPTS },
          },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'desc' } },
        );
  if (!otp) {
    await verifyDecoy(code);
    return null;
  }
  if (await verifyPassword(otp.codeHash, code)) return otp;
  otp.attempts += 1;
  return null;
}
