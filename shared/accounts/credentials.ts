/**
 * Sign-in and registration rules both sides run. Messages are keys the client
 * translates (STYLE §10); the server answers the same keys beside the fields.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length; the cap keeps a hostile request from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULLNAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export type CredentialMessage =
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_confirmation_mismatch'
  | 'fullname_required'
  | 'fullname_too_long';

export type FieldMessages<Field extends string> = Partial<Record<Field, CredentialMessage>>;

// One @, something before it, a dot in the domain, no spaces: stricter checks belong to the mailbox.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lowercases: e-mail addresses are matched case-insensitively everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailMessage(email: string): CredentialMessage | null {
  const value = email.trim();
  if (value === '') return 'email_required';
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value)) return 'email_invalid';
  return null;
}

export function newPasswordMessage(password: string): CredentialMessage | null {
  if (password === '') return 'password_required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** Only presence and shape: a wrong password is told apart from nothing (no user enumeration). */
export function loginMessages(input: LoginInput): FieldMessages<'email' | 'password'> {
  const fields: FieldMessages<'email' | 'password'> = {};
  const email = emailMessage(input.email);
  if (email) fields.email = email;
  if (input.password === '') fields.password = 'password_required';
  return fields;
}

export interface RegistrationInput {
  fullname: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export function registrationMessages(
  input: RegistrationInput,
): FieldMessages<'fullname' | 'email' | 'password' | 'password_confirmation'> {
  const fields: FieldMessages<'fullname' | 'email' | 'password' | 'password_confirmation'> = {};
  const fullname = input.fullname.trim();
  if (fullname === '') fields.fullname = 'fullname_required';
  else if (fullname.length > FULLNAME_MAX_LENGTH) fields.fullname = 'fullname_too_long';
  const email = emailMessage(input.email);
  if (email) fields.email = email;
  const password = newPasswordMessage(input.password);
  if (password) fields.password = password;
  else if (input.password !== input.password_confirmation) fields.password_confirmation = 'password_confirmation_mismatch';
  return fields;
}
