import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { codeMail, ownerNoticeMail } from '../accounts/index.ts';
import { message } from '../../i18n/messages.ts';

const SHOP = 'Linh Kiện Việt';

export interface AddEmailCodeMailInput {
  locale: Locale;
  to: string;
  code: string;
  minutesValid: number;
}

/**
 * The six-digit code that adds this address to an account that has none (spec §5). No name in the greeting: whoever typed the address may not own the mailbox, and the
 * account's name is theirs to choose.
 */
export function addEmailCodeMail(input: AddEmailCodeMailInput): MailMessage {
  const l = input.locale;
  const w = {
    subject: message(l, 'add_email_code_subject', { shop: SHOP }),
    greeting: message(l, 'mail_greeting'),
    intro: message(l, 'add_email_code_intro'),
    validity: message(l, 'mail_code_validity', { minutes: input.minutesValid }),
    ignore: message(l, 'add_email_code_ignore'),
  };
  return codeMail(input.to, input.code, { ...w, signature: `— ${SHOP}` });
}

export interface EmailInUseMailInput {
  locale: Locale;
  to: string;
  /** The name of the account that owns the address (never the requester's). */
  fullname: string;
  signInUrl: string;
  resetUrl: string;
}

/**
 * To the owner of an address someone tried to add to another account: that
 * page showed the code boxes as for any address, and this mail, with no code, is what was sent.
 * Nothing changed; if it was the owner (two accounts), it says how to sign in with this address.
 */
export function emailInUseMail(input: EmailInUseMailInput): MailMessage {
  const l = input.locale;
  const w = {
    subject: message(l, 'email_in_use_subject', { shop: SHOP }),
    greeting: message(l, 'mail_greeting_named', { name: input.fullname }),
    intro: message(l, 'email_in_use_intro'),
    note: message(l, 'email_in_use_yours'),
    signIn: message(l, 'mail_sign_in'),
    reset: message(l, 'mail_reset_password'),
    ignore: message(l, 'email_in_use_ignore'),
  };
  return ownerNoticeMail(input.to, input, { ...w, signature: `— ${SHOP}` });
}
