import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/accounts/credentials.ts';
import type { SchemaFieldKey } from '#shared/http/field-keys.ts';
import { retryWait } from './retry-wait.ts';

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;

/** Field message keys of shared/accounts/credentials.ts that several forms show the same way. */
const CREDENTIAL_FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  email_required: msg`Vui lòng nhập e-mail.`,
  email_invalid: msg`E-mail chưa đúng định dạng, ví dụ: ten@gmail.com.`,
  password_required: msg`Vui lòng nhập mật khẩu.`,
  password_too_short: msg`Mật khẩu cần ít nhất ${min} ký tự.`,
  password_too_long: msg`Mật khẩu dài tối đa ${max} ký tự.`,
  password_confirmation_mismatch: msg`Mật khẩu nhập lại không khớp.`,
};

/**
 * The generic keys of a field the request schema refused (shared/http/field-keys.ts), for forms whose own table does not know a key.
 */
const SCHEMA_FIELD_MESSAGES: Readonly<Record<SchemaFieldKey, MessageDescriptor>> = {
  field_required: msg`Vui lòng nhập thông tin này.`,
  field_invalid: msg`Giá trị chưa hợp lệ.`,
  field_too_short: msg`Nội dung quá ngắn.`,
  field_too_long: msg`Nội dung quá dài.`,
  field_too_small: msg`Giá trị quá nhỏ.`,
  field_too_large: msg`Giá trị quá lớn.`,
  field_too_few: msg`Chưa chọn đủ.`,
  field_too_many: msg`Chọn quá nhiều.`,
  field_unknown: msg`Thông tin này không được nhận.`,
};

/** Error codes any API call can answer, in the words of the box above a form. */
const COMMON_FORM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  validation_failed: msg`Vui lòng kiểm tra lại các ô được đánh dấu.`,
  csrf_failed: msg`Phiên làm việc đã hết hạn. Vui lòng tải lại trang rồi thử lại.`,
  network_error: msg`Không kết nối được máy chủ. Kiểm tra kết nối mạng rồi thử lại.`,
};

/** The spec's generic failure text (§8). */
const UNEXPECTED = msg`Đã xảy ra lỗi, vui lòng thử lại sau!`;

/** A credential field key in words, or null for keys this table does not know. */
export function credentialFieldText(i18n: I18n, key: string): string | null {
  const known = CREDENTIAL_FIELD_MESSAGES[key];
  return known ? i18n._(known) : null;
}

/** A shared field key (credential or schema) in words, or null for keys neither table knows. */
export function knownFieldErrorText(i18n: I18n, key: string): string | null {
  const known = CREDENTIAL_FIELD_MESSAGES[key] ?? (SCHEMA_FIELD_MESSAGES as Readonly<Record<string, MessageDescriptor>>)[key];
  return known ? i18n._(known) : null;
}

/**
 * A field's message key in words: the shared credential keys, then the schema's generic keys,
 * else "invalid value" — never the key or any server text. Features look up
 * their own keys first and fall back to this.
 */
export function fieldErrorText(i18n: I18n, key: string): string {
  return knownFieldErrorText(i18n, key) ?? i18n._(SCHEMA_FIELD_MESSAGES.field_invalid);
}

/** "Too many attempts", with the wait a 429's Retry-After asks for when it says. */
export function tooManyRequestsText(i18n: I18n, retryAfterSeconds: number | null): string {
  const wait = retryWait(retryAfterSeconds);
  if (!wait) return i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ít phút.`);
  const { value } = wait;
  return wait.unit === 'seconds'
    ? i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${plural(value, { one: '# giây', other: '# giây' })}.`)
    : i18n._(msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${plural(value, { one: '# phút', other: '# phút' })}.`);
}

/**
 * The box's sentence for a code every form can meet (validation, anti-forgery, network, 429),
 * else the spec's generic failure text. Features look up their own codes first.
 */
export function commonErrorText(i18n: I18n, code: string, retryAfterSeconds: number | null = null): string {
  if (code === 'too_many_requests') return tooManyRequestsText(i18n, retryAfterSeconds);
  return i18n._(COMMON_FORM_MESSAGES[code] ?? UNEXPECTED);
}
