import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '#shared/accounts/credentials.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '#shared/accounts/otp.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { AppError } from '../../../errors.ts';
import type { MailMessage, Mailer } from '../../../plugins/mail.ts';
import { newOtpCode } from '../password-reset/otp-codes.ts';
import { invalidOtp } from '../password-reset/password-reset.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../password.ts';
import type { User } from '../user.entity.ts';
import { createUser, findUserByEmail } from '../users.ts';
import { alreadyRegisteredMail, registrationCodeMail } from './registration-mail.ts';
import { RegistrationRequestSchema, type RegistrationRequest } from './registration-request.entity.ts';

/** Where the mails send people: absolute links on the shop's public origin. */
export interface MailContext {
  mail: Mailer;
  log: FastifyBaseLogger;
  origin: string;
}

export interface NewRegistration {
  email: string;
  fullname: string;
  password: string;
  returnUrl: string | null;
  locale: Locale;
}

const DAY_MS = 24 * 3_600_000;

function codeExpiry(): Date {
  return new Date(Date.now() + OTP_TTL_SECONDS * 1000);
}

/**
 * The e-mail a request earns: its code when the address has no account, a note to the owner when
 * it has one. Handed to the mailer without waiting, so the SMTP server's speed tells nothing.
 */
async function mailFor(em: EntityManager, request: RegistrationRequest, code: string, context: MailContext): Promise<void> {
  const owner = await findUserByEmail(em, request.email);
  const message: MailMessage = owner?.email
    ? alreadyRegisteredMail({
        locale: request.locale,
        to: owner.email,
        fullname: owner.fullname,
        signInUrl: `${context.origin}/login`,
        resetUrl: `${context.origin}/forgot-password`,
      })
    : registrationCodeMail({ locale: request.locale, to: request.email, fullname: request.fullname, code, minutesValid: OTP_TTL_SECONDS / 60 });
  context.mail.send(message).catch((error: unknown) => context.log.error({ err: error, registration: request.publicId }, 'registration mail failed'));
}

/**
 * POST /register: the same work and the same answer whether or not the
 * address has an account. A request is stored either way, with a code hash; a new address is
 * mailed the code, an address with an account is mailed a note to its owner, and the password is
 * hashed either way (kept only for a new address). Nothing is created until the code comes back.
 */
export async function startRegistration(em: EntityManager, input: NewRegistration, context: MailContext): Promise<{ publicId: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const owner = await findUserByEmail(em, email);
  const code = newOtpCode();
  const [passwordHash, codeHash] = await Promise.all([hashPassword(input.password), hashPassword(code)]);
  await em.nativeDelete(RegistrationRequestSchema, { expiresAt: { $lt: new Date(Date.now() - DAY_MS) } });
  const request = em.create(RegistrationRequestSchema, {
    publicId: randomUUID(),
    email,
    fullname: input.fullname.trim(),
    passwordHash: owner ? null : passwordHash,
    codeHash,
    returnUrl: input.returnUrl,
    locale: input.locale,
    attempts: 0,
    expiresAt: codeExpiry(),
    usedAt: null,
  });
  await em.flush();
  await mailFor(em, request, code, context);
  return { publicId: request.publicId, expiresAt: request.expiresAt };
}

export function registrationExpired(): AppError {
  return new AppError(400, 'registration_expired', 'This registration has expired; register again');
}

/**
 * POST /register/resend: a new code for the request (the old one dies, the tries start over),
 * mailed like the first. The e-mail address is the request's own; answers only the new expiry.
 */
export async function resendRegistration(em: EntityManager, publicId: string, context: MailContext): Promise<{ email: string; expiresAt: Date }> {
  const request = await em.findOne(RegistrationRequestSchema, { publicId, usedAt: null, createdAt: { $gt: new Date(Date.now() - DAY_MS) } });
  if (!request) throw registrationExpired();
  const code = newOtpCode();
  request.codeHash = await hashPassword(code);
  request.attempts = 0;
  request.expiresAt = codeExpiry();
  await em.flush();
  await mailFor(em, request, code, context);
  return { email: request.email, expiresAt: request.expiresAt };
}

/** The request's e-mail, for the per-address rate limit of a resend (null when there is none). */
export async function registrationEmail(em: EntityManager, publicId: string): Promise<string | null> {
  const request = await em.findOne(RegistrationRequestSchema, { publicId }, { fields: ['email'] });
  return request?.email ?? null;
}

/**
 * POST /register/confirm: the right code of a live request creates the account (the address is
 * verified: whoever read the code owns the mailbox) and spends the request, in one transaction.
 * A wrong code spends one of the five tries. A request made for an address that has an account
 * never creates anything: its code was never sent, and even a lucky guess meets the same answer.
 */
export async function confirmRegistration(em: EntityManager, publicId: string, code: string): Promise<{ user: User; returnUrl: string | null }> {
  let confirmed: { user: User; returnUrl: string | null } | null;
  try {
    confirmed = await em.transactional(async (tx) => {
      const request = await tx.findOne(
        RegistrationRequestSchema,
        { publicId, usedAt: null, expiresAt: { $gt: new Date() }, attempts: { $lt: OTP_MAX_ATTEMPTS } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!request) {
        await verifyDecoy(code);
        return null;
      }
      if (!(await verifyPassword(request.codeHash, code))) {
        request.attempts += 1;
        return null;
      }
      request.usedAt = new Date();
      if (!request.passwordHash || (await findUserByEmail(tx, request.email))) return null;
      const user = await createUser(tx, { email: request.email, fullname: request.fullname, passwordHash: request.passwordHash, emailVerified: true });
      return { user, returnUrl: request.returnUrl ?? null };
    });
  } catch (error) {
    // Two requests for one new address confirmed at once: the unique index lets one through.
    if (error instanceof UniqueConstraintViolationException) throw invalidOtp();
    throw error;
  }
  if (!confirmed) throw invalidOtp();
  return confirmed;
}
