import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import { codeMail, type CodeMailWords } from '../code-mail.ts';
import { message } from '../../../i18n/messages.ts';

export interface ResetMailInput {
  locale: Locale;
  to: string;
  fullname: string;
  code: string;
  minutesValid: number;
  shopName?: string;
}

function wording(locale: Locale, input: ResetMailInput, shop: string): CodeMailWords {
  return {
    subject: message(locale, 'password_reset_subject', { shop }),
    greeting: message(locale, 'mail_greeting_named', { name: input.fullname }),
    intro: message(locale, 'password_reset_intro'),
    validity: message(locale, 'password_reset_validity', { minutes: input.minutesValid }),
    ignore: message(locale, 'password_reset_ignore'),
    signature: `— ${shop}`,
  };
}

/** The password reset e-mail in the language of the request that asked for it. */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  const w = wording(input.locale, input, input.shopName ?? 'Linh Kiện Việt');
  return codeMail(input.to, input.code, w);
}
