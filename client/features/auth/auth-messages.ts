import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { FULLNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/accounts/credentials.ts';
import type { FormError } from './form-error.ts';
import { retryWait } from './retry-wait.ts';

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;
const nameMax = FULLNAME_MAX_LENGTH;

/** Field message keys (shared/accounts/credentials.ts and the server's answers) in words. */
const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  email_required: msg`Vui lòng nhập e-mail.`,
  email_invalid: msg`E-mail chưa đúng định dạng, ví dụ: ten@gmail.com.`,
  email_taken: msg`E-mail này đã có tài khoản. Hãy đăng nhập hoặc lấy lại mật khẩu.`,
  password_required: msg`Vui lòng nhập mật khẩu.`,
  password_too_short: msg`Mật khẩu cần ít nhất ${min} ký tự.`,
  password_too_long: msg`Mật khẩu dài tối đa ${max} ký tự.`,
  password_confirmation_mismatch: msg`Mật khẩu nhập lại không khớp.`,
  fullname_required: msg`Vui lòng nhập họ tên.`,
  fullname_too_long: msg`Họ tên dài tối đa ${nameMax} ký tự.`,
  invalid_credentials: msg`E-mail hoặc mật khẩu không đúng.`,
};

/** Top-level reasons, shown in the red box above the form (spec §8 "Inline login failure"). */
const FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invalid_credentials: msg`Đăng nhập không thành công: e-mail hoặc mật khẩu không đúng.`,
  validation_failed: msg`Vui lòng kiểm tra lại các ô được đánh dấu.`,
  email_taken: msg`Không tạo được tài khoản: e-mail này đã được đăng ký.`,
  csrf_failed: msg`Phiên làm việc đã hết hạn. Vui lòng tải lại trang rồi thử lại.`,
  network_error: msg`Không kết nối được máy chủ. Kiểm tra kết nối mạng rồi thử lại.`,
  social_failed: msg`Không đăng nhập được bằng mạng xã hội. Vui lòng thử lại hoặc đăng nhập bằng e-mail và mật khẩu.`,
};

/** The spec's generic failure text (§8). */
const UNEXPECTED = msg`Đã xảy ra lỗi, vui lòng thử lại sau!`;

/** A field's message: a known key in words, else the server's own text. */
export function fieldMessageText(i18n: I18n, message: string): string {
  const known = FIELD_MESSAGES[message];
  return known ? i18n._(known) : message;
}

/** The red box's sentence for a refused or failed submit. */
export function formMessageText(i18n: I18n, error: FormError): string {
  if (error.code === 'too_many_requests') {
    const wait = retryWait(error.retryAfterSeconds);
    if (!wait) return i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ít phút.`);
    const { value } = wait;
    return wait.unit === 'seconds'
      ? i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${plural(value, { one: '# giây', other: '# giây' })}.`)
      : i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${plural(value, { one: '# phút', other: '# phút' })}.`);
  }
  const known = FORM_MESSAGES[error.code];
  return i18n._(known ?? UNEXPECTED);
}
