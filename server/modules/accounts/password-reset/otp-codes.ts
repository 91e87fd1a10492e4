import { randomInt } from 'node:crypto';
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

/**
 * Issues a fresh code for the user and returns it in plain text (for the e-mail only). Older
 * codes of the same purpose are deleted in the same transaction, so only the newest one works
 * and a resend restarts the countdown (spec §4). The user row is locked so two requests at once
 * cannot leave two live codes.
 */
export async function issueOtp(em: EntityManager, userId: number, purpose: OtpPurpose): Promise<{ code: string; expiresAt: Date }> {
  const code = newOtpCode();
  const codeHash = await hashPassword(code);
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await em.transactional(async (tx) => {
    await tx.findOneOrFail(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.nativeDelete(OtpCodeSchema, { user: userId, purpose });
    tx.create(OtpCodeSchema, { user: userId, purpose, codeHash, expiresAt, attempts: 0, usedAt: null });
  });
  return { code, expiresAt };
}

/**
 * Inside the caller's transaction: the user's live code for `purpose` if `code` matches it, else
 * null. Live means unused, unexpired and with tries left (issue 4: at most 5 tries, then the code
 * is dead). A wrong code counts a try on the locked row; the caller must COMMIT before it reports
 * the failure, or the try would be rolled back. With no live code the same hashing time is spent.
 */
export async function matchOtp(tx: EntityManager, userId: number | null, purpose: OtpPurpose, code: string): Promise<OtpCode | null> {
  const otp =
    userId === null
      ? null
      : await tx.findOne(
          OtpCodeSchema,
          { user: userId, purpose, usedAt: null, expiresAt: { $gt: new Date() }, attempts: { $lt: OTP_MAX_ATTEMPTS } },
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
