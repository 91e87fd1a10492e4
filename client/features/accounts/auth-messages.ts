import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FULLNAME_MAX_LENGTH } from '#shared/accounts/credentials.ts';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';
import type { FormError } from '../../ui/form/form-error.ts';

const nameMax = FULLNAME_MAX_LENGTH;

/** Field message keys of sign-in and registration beyond the shared credential ones, in words. */
const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  fullname_required: msg`Vui lòng nhập họ tên.`,
  fullname_too_long: msg`Họ tên dài tối đa ${nameMax} ký tự.`,
  invalid_credentials: msg`E-mail hoặc mật khẩu không đúng.`,
};

/** Top-level reasons of these forms, shown in the red box above them (spec §8 "Inline login failure"). */
const FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invalid_credentials: msg`Đăng nhập không thành công: e-mail hoặc mật khẩu không đúng.`,
  // Registration's code step: one answer for a wrong, used or expired code.
  invalid_otp_code: msg`Mã xác nhận không đúng hoặc đã hết hạn.`,
  registration_expired: msg`Phiên đăng ký đã hết hạn. Bấm “Đổi e-mail” để đăng ký lại.`,
  social_failed: msg`Không đăng nhập được bằng mạng xã hội. Vui lòng thử lại hoặc đăng nhập bằng e-mail và mật khẩu.`,
};

/** A field's message key in words: this form's keys, else the shared ones (never the key itself). */
export function fieldMessageText(i18n: I18n, message: string): string {
  const known = FIELD_MESSAGES[message];
  return known ? i18n._(known) : fieldErrorText(i18n, message);
}

/** The red box's sentence for a refused or failed submit. */
export function formMessageText(i18n: I18n, error: FormError): string {
  const known = FORM_MESSAGES[error.code];
  return known ? i18n._(known) : commonErrorText(i18n, error.code, error.retryAfterSeconds);
}
