import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import { codeMail, ownerNoticeMail } from '../code-mail.ts';
import { message } from '../../../i18n/messages.ts';

const SHOP = 'Linh Kiện Việt';

export interface RegistrationCodeMailInput {
  locale: Locale;
  to: string;
  /** The name typed in the form. */
  fullname: string;
  code: string;
  minutesValid: number;
}

/** The six-digit code that turns a registration into an account. */
export function registrationCodeMail(input: RegistrationCodeMailInput): MailMessage {
  const l = input.locale;
  const w = {
    subject: message(l, 'registration_code_subject', { shop: SHOP }),
    greeting: message(l, 'mail_greeting_named', { name: input.fullname }),
    intro: message(l, 'registration_code_intro'),
    validity: message(l, 'mail_code_validity', { minutes: input.minutesValid }),
    ignore: message(l, 'registration_code_ignore'),
  };
  return codeMail(input.to, input.code, { ...w, signature: `— ${SHOP}` });
}

export interface AlreadyRegisteredMailInput {
  locale: Locale;
  to: string;
  /** The account's own name (not what the form said). */
  fullname: string;
  signInUrl: string;
  resetUrl: string;
}

/**
 * To the owner of an address someone tried to register again: the page said
 * "check your e-mail" as for any address, and this is that e-mail: you already have an account,
 * sign in or reset the password; nothing changed.
 */
export function alreadyRegisteredMail(input: AlreadyRegisteredMailInput): MailMessage {
  const l = input.locale;
  const w = {
    subject: message(l, 'already_registered_subject', { shop: SHOP }),
    greeting: message(l, 'mail_greeting_named', { name: input.fullname }),
    intro: message(l, 'already_registered_intro'),
    signIn: message(l, 'mail_sign_in'),
    reset: message(l, 'mail_reset_password'),
    ignore: message(l, 'already_registered_ignore'),
  };
  return ownerNoticeMail(input.to, input, { ...w, signature: `— ${SHOP}` });
}
