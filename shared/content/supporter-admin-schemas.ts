import { Type, type Static } from 'typebox';
import { emailMessage } from '../accounts/credentials.ts';
import { StaffChangeRow } from '../audit/schemas.ts';
import { phoneInvalid } from './contact.ts';

const NullableString = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

/** The longest a supporter's name or channel id may be (the supporters table's columns). */
export const SUPPORTER_LIMITS = { name: 200, id: 200, email: 254, mobile: 32 } as const;

/**
 * Staff write a supporter of the floating support widget (spec §3 Supporter). The spec keeps the
 * old field names: `yahoo` holds the Zalo id (a phone number or profile id), `msn` the Messenger
 * (Facebook) id; `skype`, `email`, `mobile` are what they say. `sort` orders them within a group.
 */
export const SupporterWrite = Type.Object({
  group_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  name: Type.String({ maxLength: SUPPORTER_LIMITS.name }),
  yahoo: NullableString(SUPPORTER_LIMITS.id),
  skype: NullableString(SUPPORTER_LIMITS.id),
  msn: NullableString(SUPPORTER_LIMITS.id),
  email: NullableString(SUPPORTER_LIMITS.email),
  mobile: NullableString(SUPPORTER_LIMITS.mobile),
  active: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
});
export type SupporterWrite = Static<typeof SupporterWrite>;

export const SUPPORTER_CHANNELS = ['yahoo', 'msn', 'skype', 'email', 'mobile'] as const;
export type SupporterChannel = (typeof SUPPORTER_CHANNELS)[number];

/** The supporter as it is saved: words trimmed, blank channels absent. */
export function normalizedSupporter(write: SupporterWrite): SupporterWrite {
  const blankIsNull = (value: string | null) => value?.trim() || null;
  return {
    ...write,
    name: write.name.trim(),
    yahoo: blankIsNull(write.yahoo),
    skype: blankIsNull(write.skype),
    msn: blankIsNull(write.msn),
    email: blankIsNull(write.email)?.toLowerCase() ?? null,
    mobile: blankIsNull(write.mobile),
  };
}

/**
 * The staff supporter form's rule, run by the page and by the server: a name, at least one
 * channel a shopper can reach them on (`supporter_channel_required`, shown beside every channel),
 * an e-mail of the sign-up's shape and a phone the contact form would take. A Zalo, Messenger or
 * Skype id is letters, digits, dots, dashes or underscores (it is put into a link).
 */
export function supporterFieldErrors(write: SupporterWrite): Partial<Record<keyof SupporterWrite, string>> {
  const value = normalizedSupporter(write);
  const errors: Partial<Record<keyof SupporterWrite, string>> = {};
  if (!value.name) errors.name = 'field_required';
  if (SUPPORTER_CHANNELS.every((channel) => value[channel] === null)) for (const channel of SUPPORTER_CHANNELS) errors[channel] = 'supporter_channel_required';
  for (const channel of ['yahoo', 'msn', 'skype'] as const) {
    const id = value[channel];
    if (id !== null && !/^[\p{L}\p{N}._:-]+$/u.test(id)) errors[channel] = 'field_invalid';
  }
  if (value.email !== null && emailMessage(value.email)) errors.email = 'email_invalid';
  if (value.mobile !== null && phoneInvalid(value.mobile)) errors.mobile = 'phone_invalid';
  return errors;
}

const Nullable = Type.Union([Type.String(), Type.Null()]);

/** GET /v1/admin/content/supporters: the groups, every supporter (hidden ones too) and the latest changes to any supporter. */
export const AdminSupporterListResponse = Type.Object({
  groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Nullable, sort: Type.Integer() })),
  data: Type.Array(Type.Object({ id: Type.Integer(), ...SupporterWrite.properties, updated_at: Type.String() })),
  changes: Type.Array(Type.Object({ ...StaffChangeRow.properties, subject_id: Type.String() })),
});
export type AdminSupporterListResponse = Static<typeof AdminSupporterListResponse>;

/** Staff write a group of the support widget (spec §3 Support group: name): its names and its place among the groups. */
export const SupportGroupWrite = Type.Object({
  name: Type.String({ maxLength: SUPPORTER_LIMITS.name }),
  name_en: Type.String({ maxLength: SUPPORTER_LIMITS.name }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
});
export type SupportGroupWrite = Static<typeof SupportGroupWrite>;

/** The staff support group form's rule: a Vietnamese name (the English one optional) and an order of 0–9999. */
export function supportGroupFieldErrors(write: SupportGroupWrite): Partial<Record<keyof SupportGroupWrite, string>> {
  const errors: Partial<Record<keyof SupportGroupWrite, string>> = {};
  if (!write.name.trim()) errors.name = 'field_required';
  if (!Number.isInteger(write.sort) || write.sort < 0 || write.sort > 9999) errors.sort = 'field_invalid';
  return errors;
}
