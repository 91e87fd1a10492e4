import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { emailMessage, newPasswordMessage, normalizeEmail } from '#shared/accounts/credentials.ts';
import { INVALID_OTP_CODE, isCompleteOtp, OTP_TTL_SECONDS } from '#shared/accounts/otp.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { AppError, assertNoFieldErrors } from '../../../errors.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import { hashPassword } from '../password.ts';
import { UserSchema, type User } from '../user.entity.ts';
import { findUserByEmail } from '../users.ts';
import { issueOtp, matchOtp } from './otp-codes.ts';
import { passwordResetMail } from './reset-mail.ts';

export function invalidOtp(): AppError {
  return new AppError(400, INVALID_OTP_CODE, 'The code is wrong, expired or already used', { otp: INVALID_OTP_CODE });
}

/** 400 with the spec's per-field key when the e-mail is empty or not an address. */
export function requireEmailShape(email: string): string {
  assertNoFieldErrors({ email: emailMessage(email) ?? undefined });
  return normalizeEmail(email);
}

/** A malformed code is answered like a wrong one, without spending a try (spec §8 invalid_otp_code). */
export function requireOtpShape(otp: string): string {
  const code = otp.trim();
  if (!isCompleteOtp(code)) throw invalidOtp();
  return code;
}

const sentMessage: Record<Locale, { first: string; again: string }> = {
  vi: {
    first: 'Nếu e-mail này có tài khoản, chúng tôi đã gửi đến đó một mã gồm 6 chữ số.',
    again: 'Nếu e-mail này có tài khoản, chúng tôi đã gửi lại một mã mới gồm 6 chữ số.',
  },
  en: {
    first: 'If this e-mail has an account, we have sent a 6-digit code to it.',
    again: 'If this e-mail has an account, we have sent a new 6-digit code to it.',
  },
};

export interface CodeRequest {
  email: string;
  resend: boolean;
  /** The request a resend replaces (its code dies). */
  replaces: string | null;
  locale: Locale;
}

/**
 * Spec §7 POST /otp-create/password. Known address: a new code is e-mailed for a new request
 * (the one a resend replaces dies; other browsers' requests keep theirs).
 * Unknown address: nothing is sent, but the same hashing work is done and the same answer given,
 * a request id included (the answer never reveals whether an e-mail exists). The mail is
 * handed to the mailer without waiting for the SMTP server, so its speed tells nothing either.
 */
export async function requestPasswordCode(
  em: EntityManager,
  mail: Mailer,
  log: FastifyBaseLogger,
  request: CodeRequest,
): Promise<{ resetId: string; expiresAt: Date; message: string }> {
  const user = await findUserByEmail(em, request.email);
  let expiresAt: Date;
  let resetId: string;
  if (user?.email) {
    const issued = await issueOtp(em, { userId: user.id, purpose: 'password', replaces: request.replaces });
    expiresAt = issued.expiresAt;
    resetId = issued.publicId;
    const message = passwordResetMail({
      locale: request.locale,
      to: user.email,
      fullname: user.fullname,
      code: issued.code,
      minutesValid: OTP_TTL_SECONDS / 60,
    });
    mail.send(message).catch((error: unknown) => log.error({ err: error, userId: user.id }, 'password reset mail failed'));
  } else {
    await hashPassword('no account: same work as issuing a code');
    expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
    resetId = randomUUID();
  }
  const texts = sentMessage[request.locale];
  return { resetId, expiresAt, message: request.resend ? texts.again : texts.first };
}

/** Which code a check names: the address and the request (`reset_id`) it was mailed for. */
export interface CodeAttempt {
  email: string;
  resetId: string;
  code: string;
}

/** Is `code` the live code of that request? A wrong one spends one of its tries; throws invalid_otp_code. */
export async function checkPasswordCode(em: EntityManager, attempt: CodeAttempt): Promise<Date> {
  const user = await findUserByEmail(em, attempt.email);
  const expiresAt = await em.transactional(async (tx) => {
    const otp = await matchOtp(tx, { userId: user?.id ?? null, purpose: 'password', publicId: attempt.resetId }, attempt.code);
    return otp ? otp.expiresAt : null;
  });
  if (!expiresAt) throw invalidOtp();
  return expiresAt;
}

/**
 * Sets a new password with the e-mailed code: the code is checked again and spent, and the
 * argon2id hash written, in one transaction. The address is marked verified: whoever read the
 * code owns the mailbox. Sessions are the caller's business (they are not in this database
 * transaction's connection).
 */
export async function resetPasswordWithCode(em: EntityManager, attempt: CodeAttempt, password: string): Promise<User> {
  const user = await findUserByEmail(em, attempt.email);
  const passwordHash = await hashPassword(password);
  const updated = await em.transactional(async (tx) => {
    const otp = await matchOtp(tx, { userId: user?.id ?? null, purpose: 'password', publicId: attempt.resetId }, attempt.code);
    if (!otp || !user) return null;
    otp.usedAt = new Date();
    const row = await tx.findOneOrFail(UserSchema, { id: user.id });
    row.passwordHash = passwordHash;
    row.emailVerified = true;
    return row;
  });
  if (!updated) throw invalidOtp();
  return updated;
}

/** Field messages for the new password (the same rules as registration). */
export function newPasswordFields(password: string, confirmation: string): Record<string, string> {
  const message = newPasswordMessage(password);
  if (message) return { password: message };
  if (password !== confirmation) return { password_confirmation: 'password_confirmation_mismatch' };
  return {};
}
