import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/accounts/credentials.ts';
import { ApiError } from '../../api/api-error.ts';

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;

/** Message keys of the reset calls (server answers and shared rules) in words. */
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invalid_otp_code: msg`Mã xác nhận không hợp lệ hoặc đã hết hạn.`,
  email_required: msg`Vui lòng nhập e-mail.`,
  email_invalid: msg`E-mail chưa đúng định dạng, ví dụ: ten@gmail.com.`,
  password_required: msg`Vui lòng nhập mật khẩu mới.`,
  password_too_short: msg`Mật khẩu cần ít nhất ${min} ký tự.`,
  password_too_long: msg`Mật khẩu dài tối đa ${max} ký tự.`,
  password_confirmation_mismatch: msg`Mật khẩu nhập lại không khớp.`,
  validation_failed: msg`Vui lòng kiểm tra lại các ô được đánh dấu.`,
  csrf_failed: msg`Phiên làm việc đã hết hạn. Vui lòng tải lại trang rồi thử lại.`,
  network_error: msg`Không kết nối được máy chủ. Kiểm tra kết nối mạng rồi thử lại.`,
};

const UNEXPECTED = msg`Đã xảy ra lỗi, vui lòng thử lại sau!`;

/** A refused or failed call, as the reset screens show it. */
export interface ResetError {
  code: string;
  fields: Readonly<Record<string, string>>;
  /** Minutes to wait after a 429, when the answer says. */
  retryMinutes: number | null;
}

export function resetErrorOf(error: unknown): ResetError {
  if (!(error instanceof ApiError)) return { code: 'unexpected_error', fields: {}, retryMinutes: null };
  const seconds = error.status === 429 ? error.retryAfterSeconds : null;
  // Whole minutes rounded up, so "try again in 2 minutes" is never too early.
  return { code: error.code, fields: error.fields, retryMinutes: seconds !== null && seconds > 0 ? Math.ceil(seconds / 60) : null };
}

/** A field's message key (or the server's text) in words. */
export function messageText(i18n: I18n, key: string): string {
  const known = MESSAGES[key];
  return known ? i18n._(known) : key;
}

/** The sentence for the box above a form. */
export function errorText(i18n: I18n, error: ResetError): string {
  if (error.code === 'too_many_requests') {
    const minutes = error.retryMinutes;
    return minutes === null
      ? i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ít phút.`)
      : i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${plural(minutes, { one: '# phút', other: '# phút' })}.`);
  }
  return i18n._(MESSAGES[error.code] ?? UNEXPECTED);
}
