import { Type, type Static } from 'typebox';
import { emailMessage, normalizeEmail } from '../accounts/credentials.ts';

/** Limits of the /lien-he contact form (spec §2 "validated"). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 120 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 5000 },
  phone: { max: 32 },
} as const;

/** POST /v1/contact-messages. Lengths are checked by `contactFieldErrors` so both sides give the same keys. */
export const ContactMessageBody = Type.Object(
  {
    name: Type.String({ maxLength: 500 }),
    email: Type.Optional(Type.String({ maxLength: 500 })),
    phone: Type.Optional(Type.String({ maxLength: 500 })),
    subject: Type.String({ maxLength: 1000 }),
    message: Type.String({ maxLength: 20_000 }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ContactMessageResponse = Type.Object({ id: Type.Integer(), message: Type.Literal('contact_message_sent') });
export type ContactMessageResponse = Static<typeof ContactMessageResponse>;

export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';

/** Vietnamese or international numbers: digits with spaces, dots, dashes, an optional leading +; 8 to 15 digits. */
const PHONE = /^\+?[\d\s.-]+$/;

/** Whether a phone number is not one a person can be called on (the shape above, 8 to 15 digits, within the length). */
export function phoneInvalid(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return phone.length > CONTACT_LIMITS.phone.max || !PHONE.test(phone) || digits < 8 || digits > 15;
}

function length(value: string, limits: { min: number; max: number }): string | undefined {
  if (value.length === 0) return 'field_required';
  if (value.length < limits.min) return 'field_too_short';
  if (value.length > limits.max) return 'field_too_long';
  return undefined;
}

/** The contact form's values trimmed, blank e-mail and phone as absent. */
export function normalizedContact(body: ContactMessageBody): { name: string; email: string | null; phone: string | null; subject: string; message: string } {
  const email = normalizeEmail(body.email ?? '');
  const phone = body.phone?.trim() ?? '';
  return { name: body.name.trim(), email: email || null, phone: phone || null, subject: body.subject.trim(), message: body.message.trim() };
}

/**
 * The contact form's rule, run by the page before sending and by the server: a name, an e-mail
 * or a phone (at least one, `contact_reach_required` on both), a subject and a message of the
 * lengths above. Returns a message key per wrong field.
 */
export function contactFieldErrors(body: ContactMessageBody): Partial<Record<ContactField, string>> {
  const value = normalizedContact(body);
  const errors: Partial<Record<ContactField, string>> = {};
  const name = length(value.name, CONTACT_LIMITS.name);
  if (name) errors.name = name;
  if (value.email === null && value.phone === null) {
    errors.email = 'contact_reach_required';
    errors.phone = 'contact_reach_required';
  }
  // The sign-up's own e-mail check: the same shape and length.
  if (value.email !== null && emailMessage(value.email)) errors.email = 'email_invalid';
  if (value.phone !== null && phoneInvalid(value.phone)) errors.phone = 'phone_invalid';
  const subject = length(value.subject, CONTACT_LIMITS.subject);
  if (subject) errors.subject = subject;
  const message = length(value.message, CONTACT_LIMITS.message);
  if (message) errors.message = message;
  return errors;
}
