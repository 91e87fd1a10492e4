import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OTP_TTL_SECONDS } from '#shared/accounts/otp.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { normalizeProfileValue, profileFieldErrors } from '#shared/profile/profile-fields.ts';
import type { ProfileView } from '#shared/profile/schemas.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { findUserByEmail, invalidOtp, issueOtp, type MailContext, matchOtp } from '../accounts/index.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { addEmailCodeMail, emailInUseMail } from './add-email-mail.ts';
import { fieldError, getProfileView, loadUser } from './profile-commands.ts';

/**
 * Adding an e-mail to an account that has none (spec §5 "Email editable only when none is set":
 * a Zalo or Facebook sign-in that gave no address), consistent with registration: the answer is the same for every address, the address is set only when the code mailed to
 * it comes back, and when it belongs to another account that account's owner is told instead —
 * no code is sent then, so the code step never succeeds (a lucky guess meets the same refusal).
 */

/** The typed address, normalized, or 422 with the inline field's keys (the shared rules). */
export function addableEmail(raw: string): string {
  const email = normalizeProfileValue('email', raw);
  const errors = profileFieldErrors('email', email);
  if (errors.length > 0) throw fieldError(422, 'validation_failed', 'email', errors);
  return email;
}

function emailLocked() {
  return fieldError(409, 'email_locked', 'email', ['email_locked']);
}

/** 409 email_locked when the account already has an address (spec §5): it never changes. */
export async function assertNoEmailYet(em: EntityManager, userId: number): Promise<void> {
  if ((await loadUser(em, userId)).email) throw emailLocked();
}

export interface AddEmailContext extends MailContext {
  locale: Locale;
}

/**
 * POST /user/profiles/email: the same work whatever the address — a code is issued and stored
 * (hashed, with the address) either way, replacing any earlier one of this account; a free address
 * is mailed the code, a taken one a note to its owner. Mails are handed to the mailer without
 * waiting, so the SMTP server's speed tells nothing either.
 */
export async function startAddingEmail(em: EntityManager, userId: number, email: string, context: AddEmailContext): Promise<{ expiresAt: Date }> {
  await assertNoEmailYet(em, userId);
  const owner = await findUserByEmail(em, email);
  const issued = await issueOtp(em, { userId, purpose: 'email', email, replaces: 'all' });
  const message: MailMessage = owner?.email
    ? emailInUseMail({
        locale: context.locale,
        to: owner.email,
        fullname: owner.fullname,
        signInUrl: `${context.origin}/login`,
        resetUrl: `${context.origin}/forgot-password`,
      })
    : addEmailCodeMail({ locale: context.locale, to: email, code: issued.code, minutesValid: OTP_TTL_SECONDS / 60 });
  context.mail.send(message).catch((error: unknown) => context.log.error({ err: error, userId }, 'add e-mail mail failed'));
  return { expiresAt: issued.expiresAt };
}

/**
 * POST /user/profiles/email/confirm: the right code of the account's live request sets its
 * address, verified (whoever read the code owns the mailbox), and spends the code, in one
 * transaction. A wrong code spends one of its five tries. An address that has (meanwhile) become
 * another account's is never set: invalid_otp_code, as for a wrong code.
 */
export async function confirmAddingEmail(em: EntityManager, userId: number, code: string): Promise<ProfileView> {
  await assertNoEmailYet(em, userId);
  let view: ProfileView | null;
  try {
    view = await em.transactional(async (tx) => {
      const otp = await matchOtp(tx, { userId, purpose: 'email' }, code);
      if (!otp) return null;
      otp.usedAt = new Date();
      const user = await tx.findOneOrFail(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.email || !otp.email || (await findUserByEmail(tx, otp.email))) return null;
      user.email = otp.email;
      user.emailVerified = true;
      await tx.flush();
      return getProfileView(tx, userId);
    });
  } catch (error) {
    // Another account took the address at the same moment: the unique index lets one through.
    if (error instanceof UniqueConstraintViolationException) throw invalidOtp();
    throw error;
  }
  if (!view) throw invalidOtp();
  return view;
}
