/**
 * The inline profile fields (spec §4 "inline profile fields toggle view/edit", §5 Profile, §7
 * "inline profile save: name plus field value; errors keyed by field"). Both sides run these rules:
 * the client checks before sending, the server checks again and answers the same message keys.
 */

/** Fields the settings page edits one at a time. `fullname` and `email` live on the user. */
export const PROFILE_FIELDS = ['fullname', 'phone', 'email', 'company', 'taxcode', 'company_address'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * Fields the inline save (spec §7) stores at once. The e-mail is not among them: it is set only
 * while the account has none (spec §5), and only after the code mailed to it comes back, with the
 * same answer whether or not the address has an account (POST /user/profiles/email).
 */
export const INLINE_SAVE_FIELDS = ['fullname', 'phone', 'company', 'taxcode', 'company_address'] as const satisfies readonly ProfileField[];
export type InlineSaveField = (typeof INLINE_SAVE_FIELDS)[number];

/**
 * Message keys a field can fail with; the client translates them. Several can apply at once
 * (spec §8: "inline profile errors: messages joined by commas under the input").
 */
export type ProfileFieldError =
  | 'required'
  | 'too_long'
  | 'invalid_characters'
  | 'invalid_phone'
  | 'invalid_email'
  | 'invalid_taxcode'
  | 'email_locked';

/** Longest value each field stores (the database column lengths). */
export const PROFILE_FIELD_MAX_LENGTH: Readonly<Record<ProfileField, number>> = {
  fullname: 120,
  phone: 20,
  email: 254,
  company: 255,
  taxcode: 14,
  company_address: 500,
};

/** Fields that may be left empty (clearing them stores null); the others must hold something. */
const OPTIONAL_FIELDS: ReadonlySet<ProfileField> = new Set(['phone', 'company', 'taxcode', 'company_address']);

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/** True for a field that may be saved empty. */
export function isOptionalProfileField(field: ProfileField): boolean {
  return OPTIONAL_FIELDS.has(field);
}

/**
 * The value as stored: trimmed, inner runs of white space collapsed to one space, the e-mail
 * lowercased; phone numbers keep only digits and a leading '+'.
 *
 * @example normalizeProfileValue('fullname', '  Nguyễn   Văn  A ') === 'Nguyễn Văn A'
 * @example normalizeProfileValue('phone', '+84 (912) 345-678') === '+84912345678'
 * @example normalizeProfileValue('email', ' An@Example.COM ') === 'an@example.com'
 */
export function normalizeProfileValue(field: ProfileField, value: string): string {
  const text = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  switch (field) {
    case 'email':
      return text.toLowerCase();
    case 'phone':
      return PHONE_TYPED.test(text) ? text.replace(/(?!^\+)[^0-9]/g, '') : text;
    case 'taxcode':
      return text.replace(/\s/g, '');
    default:
      return text;
  }
}

/** What people type for a phone number: digits with spaces, dots, dashes, brackets, a leading +. */
const PHONE_TYPED = /^\+?[0-9 .()-]+$/;
/** A stored phone number: 8 to 15 digits (E.164 allows at most 15), optionally with a leading +. */
const PHONE_STORED = /^\+?[0-9]{8,15}$/;
/** Vietnamese tax code (mã số thuế): 10 digits, or 10 + '-' + 3 for a branch. */
const TAXCODE = /^[0-9]{10}(-[0-9]{3})?$/;
/** A plain e-mail address: something@domain.tld, no spaces (what `<input type=email>` accepts). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Control characters and markup brackets never belong in a name or an address. */
const FORBIDDEN_TEXT = /[\p{Cc}<>]/u;

/**
 * The message keys a (normalized) value fails with, empty when it is valid. Only format rules:
 * whether the e-mail is taken or may still change is the server's to decide.
 *
 * @example profileFieldErrors('phone', '12ab') // ['invalid_phone']
 * @example profileFieldErrors('fullname', '') // ['required']
 */
export function profileFieldErrors(field: ProfileField, value: string): ProfileFieldError[] {
  if (value === '') return isOptionalProfileField(field) ? [] : ['required'];
  const errors: ProfileFieldError[] = [];
  if (value.length > PROFILE_FIELD_MAX_LENGTH[field]) errors.push('too_long');
  switch (field) {
    case 'phone':
      if (!PHONE_STORED.test(value)) errors.push('invalid_phone');
      break;
    case 'email':
      if (!EMAIL.test(value)) errors.push('invalid_email');
      break;
    case 'taxcode':
      if (!TAXCODE.test(value)) errors.push('invalid_taxcode');
      break;
    default:
      if (FORBIDDEN_TEXT.test(value)) errors.push('invalid_characters');
  }
  return errors;
}

/**
 * Several message keys in one `fields` entry of the error body (which holds one string per field):
 * joined by commas, split again by `splitFieldErrors`.
 */
export function joinFieldErrors(errors: readonly string[]): string {
  return errors.join(',');
}

/** The message keys of one `fields` entry, as joined by `joinFieldErrors`. */
export function splitFieldErrors(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
