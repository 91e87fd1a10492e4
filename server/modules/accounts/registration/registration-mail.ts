import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import { codeMail } from '../code-mail.ts';
import { escapeHtml } from '../../../lib/html-escape.ts';

const SHOP = 'Linh Kiện Việt';

export interface RegistrationCodeMailInput {
  locale: Locale;
  to: string;
  /** The name typed in the form. */
  fullname: string;
  code: string;
  minutesValid: number;
}

/** The six-digit code that turns a registration into an account (issue 14 item 22). */
export function registrationCodeMail(input: RegistrationCodeMailInput): MailMessage {
  const w =
    input.locale === 'en'
      ? {
          subject: `${SHOP}: your code to create your account`,
          greeting: `Hello ${input.fullname},`,
          intro: 'Enter this code on the registration page to create your account:',
          validity: `The code works once and expires in ${input.minutesValid} minutes.`,
          ignore: 'If you did not try to create an account, ignore this e-mail: no account is made without the code.',
        }
      : {
          subject: `${SHOP}: mã xác nhận để tạo tài khoản`,
          greeting: `Xin chào ${input.fullname},`,
          intro: 'Nhập mã này trên trang đăng ký để tạo tài khoản của bạn:',
          validity: `Mã chỉ dùng được một lần và hết hạn sau ${input.minutesValid} phút.`,
          ignore: 'Nếu bạn không đăng ký tài khoản, hãy bỏ qua thư này: không có tài khoản nào được tạo khi không có mã.',
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
 * To the owner of an address someone tried to register again (issue 14 item 22): the page said
 * "check your e-mail" as for any address, and this is that e-mail: you already have an account,
 * sign in or reset the password; nothing changed.
 */
export function alreadyRegisteredMail(input: AlreadyRegisteredMailInput): MailMessage {
  const w =
    input.locale === 'en'
      ? {
          subject: `${SHOP}: you already have an account`,
          greeting: `Hello ${input.fullname},`,
          intro: 'Someone, perhaps you, just tried to create an account with this e-mail address. You already have an account with us, so no new one was made.',
          signIn: 'Sign in',
          reset: 'Forgot your password? Set a new one',
          ignore: 'If it was not you, ignore this e-mail: your account and password have not changed.',
        }
      : {
          subject: `${SHOP}: bạn đã có tài khoản`,
          greeting: `Xin chào ${input.fullname},`,
          intro: 'Có người, có thể là bạn, vừa đăng ký tài khoản bằng địa chỉ e-mail này. Bạn đã có tài khoản tại cửa hàng nên không có tài khoản mới nào được tạo.',
          signIn: 'Đăng nhập',
          reset: 'Quên mật khẩu? Đặt mật khẩu mới',
          ignore: 'Nếu không phải bạn, hãy bỏ qua thư này: tài khoản và mật khẩu của bạn không thay đổi.',
        };
  const text = [w.greeting, '', w.intro, '', `${w.signIn}: ${input.signInUrl}`, `${w.reset}: ${input.resetUrl}`, '', w.ignore, '', `— ${SHOP}`].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${link(input.signInUrl, w.signIn)}<br>${link(input.resetUrl, w.reset)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>— ${escapeHtml(SHOP)}</p>`,
  ].join('\n');
  return { to: input.to, subject: w.subject, text, html };
}
