import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import { codeMail, type CodeMailWords } from '../code-mail.ts';

export interface ResetMailInput {
  locale: Locale;
  to: string;
  fullname: string;
  code: string;
  minutesValid: number;
  shopName?: string;
}

function wording(locale: Locale, input: ResetMailInput, shop: string): CodeMailWords {
  if (locale === 'en') {
    return {
      subject: `${shop}: your password reset code`,
      greeting: `Hello ${input.fullname},`,
      intro: 'Use this code to reset your password:',
      validity: `The code works once, on the page where it was asked for, and expires in ${input.minutesValid} minutes.`,
      ignore: 'If you did not ask to reset your password, ignore this e-mail: your password stays the same.',
      signature: `— ${shop}`,
    };
  }
  return {
    subject: `${shop}: mã đặt lại mật khẩu`,
    greeting: `Xin chào ${input.fullname},`,
    intro: 'Mã để đặt lại mật khẩu của bạn là:',
    validity: `Mã chỉ dùng được một lần, trên trang đã yêu cầu mã, và hết hạn sau ${input.minutesValid} phút.`,
    ignore: 'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này: mật khẩu của bạn không thay đổi.',
    signature: `— ${shop}`,
  };
}

/** The password reset e-mail in the language of the request that asked for it (issue 4). */
export function passwordResetMail(input: ResetMailInput): MailMessage {
  const w = wording(input.locale, input, input.shopName ?? 'Linh Kiện Việt');
  return codeMail(input.to, input.code, w);
}
