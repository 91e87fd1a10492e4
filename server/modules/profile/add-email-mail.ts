import type { Locale } from '#shared/i18n/locale.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { codeMail } from '../accounts/index.ts';
import { escapeHtml } from '../../lib/html-escape.ts';

const SHOP = 'Linh Kiện Việt';

export interface AddEmailCodeMailInput {
  locale: Locale;
  to: string;
  code: string;
  minutesValid: number;
}

/**
 * The six-digit code that adds this address to an account that has none (spec §5; issue 14 item
 * 22). No name in the greeting: whoever typed the address may not own the mailbox, and the
 * account's name is theirs to choose.
 */
export function addEmailCodeMail(input: AddEmailCodeMailInput): MailMessage {
  const w =
    input.locale === 'en'
      ? {
          subject: `${SHOP}: your e-mail confirmation code`,
          greeting: 'Hello,',
          intro: 'Enter this code on the account settings page to add this e-mail address to your account:',
          validity: `The code works once and expires in ${input.minutesValid} minutes.`,
          ignore: 'If you did not ask for this, ignore this e-mail: the address is not added to any account without the code.',
        }
      : {
          subject: `${SHOP}: mã xác nhận e-mail`,
          greeting: 'Xin chào,',
          intro: 'Nhập mã này trên trang cài đặt tài khoản để thêm địa chỉ e-mail này vào tài khoản của bạn:',
          validity: `Mã chỉ dùng được một lần và hết hạn sau ${input.minutesValid} phút.`,
          ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: địa chỉ sẽ không được thêm vào tài khoản nào khi không có mã.',
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
 * To the owner of an address someone tried to add to another account (issue 14 item 22): that
 * page showed the code boxes as for any address, and this mail, with no code, is what was sent.
 * Nothing changed; if it was the owner (two accounts), it says how to sign in with this address.
 */
export function emailInUseMail(input: EmailInUseMailInput): MailMessage {
  const w =
    input.locale === 'en'
      ? {
          subject: `${SHOP}: someone tried to add your e-mail address to another account`,
          greeting: `Hello ${input.fullname},`,
          intro: 'Someone signed in to another account at our shop just tried to add this e-mail address to it. The address belongs to your account, so it was not added and no code was sent.',
          yours: 'If it was you, you have two accounts; sign in to the one that has this address:',
          signIn: 'Sign in',
          reset: 'Forgot your password? Set a new one',
          ignore: 'If it was not you, ignore this e-mail: your account has not changed.',
        }
      : {
          subject: `${SHOP}: có người muốn thêm địa chỉ e-mail của bạn vào tài khoản khác`,
          greeting: `Xin chào ${input.fullname},`,
          intro: 'Có người đang đăng nhập một tài khoản khác tại cửa hàng vừa muốn thêm địa chỉ e-mail này vào tài khoản đó. Địa chỉ này thuộc tài khoản của bạn nên không được thêm và không có mã nào được gửi.',
          yours: 'Nếu đó là bạn thì bạn đang có hai tài khoản; hãy dùng địa chỉ này để đăng nhập vào tài khoản đã có:',
          signIn: 'Đăng nhập',
          reset: 'Quên mật khẩu? Đặt mật khẩu mới',
          ignore: 'Nếu không phải bạn, hãy bỏ qua thư này: tài khoản của bạn không thay đổi.',
        };
  const text = [w.greeting, '', w.intro, '', w.yours, `${w.signIn}: ${input.signInUrl}`, `${w.reset}: ${input.resetUrl}`, '', w.ignore, '', `— ${SHOP}`].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(w.greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${escapeHtml(w.yours)}<br>${link(input.signInUrl, w.signIn)}<br>${link(input.resetUrl, w.reset)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>— ${escapeHtml(SHOP)}</p>`,
  ].join('\n');
  return { to: input.to, subject: w.subject, text, html };
}
