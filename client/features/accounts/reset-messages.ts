import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';
import type { FormError } from '../../ui/form/form-error.ts';

/** Message keys of the reset calls beyond the shared credential ones, in words. */
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invalid_otp_code: msg`Mã xác nhận không hợp lệ hoặc đã hết hạn.`,
  // The reset asks for the new password, not the current one.
  password_required: msg`Vui lòng nhập mật khẩu mới.`,
};

/** A field's message key in words (never the key itself). */
export function messageText(i18n: I18n, key: string): string {
  const known = MESSAGES[key];
  return known ? i18n._(known) : fieldErrorText(i18n, key);
}

/** The sentence for the box above a form. */
export function errorText(i18n: I18n, error: FormError): string {
  const known = MESSAGES[error.code];
  return known ? i18n._(known) : commonErrorText(i18n, error.code, error.retryAfterSeconds);
}
