import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** Staff lists page size (news, contact messages). */
export const ADMIN_CONTENT_PER_PAGE = 20;

/** The longest news slug (NEWS_SLUG's 200 characters). */
export const NEWS_SLUG_MAX_LENGTH = 200;
export const NEWS_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
export const NEWS_LIMITS = { title: { min: 3, max: 300 }, excerpt: { max: 1000 }, body: { max: 200_000 } } as const;
export const COVER_MAX_BYTES = 3_000_000;

export type NewsStatusValue = 'draft' | 'published';

/** The fields of the staff news form, as the form sends them (multipart text fields). */
export interface NewsFormFields {
  title?: string | undefined;
  slug?: string | undefined;
  excerpt?: string | undefined;
  body?: string | undefined;
  status?: string | undefined;
  /** ISO date-time or `YYYY-MM-DDTHH:mm` (a datetime-local input, read as shop time). */
  published_at?: string | undefined;
}

/** A datetime-local value (`2026-11-25T08:30`) is shop time (UTC+7, no daylight saving); a full ISO string is itself. */
export function publishDateOf(value: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const date = local ? new Date(`${value}:00+07:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The staff news form's rule, run by the page and the server: a title, a slug of lowercase
 * letters, digits and dashes, a status of draft or published, a valid publish date when given.
 */
export function newsFieldErrors(fields: NewsFormFields): Partial<Record<keyof NewsFormFields, string>> {
  const errors: Partial<Record<keyof NewsFormFields, string>> = {};
  const title = fields.title?.trim() ?? '';
  if (!title) errors.title = 'field_required';
  else if (title.length < NEWS_LIMITS.title.min) errors.title = 'field_too_short';
  else if (title.length > NEWS_LIMITS.title.max) errors.title = 'field_too_long';
  const slug = fields.slug?.trim() ?? '';
  if (!slug) errors.slug = 'field_required';
  else if (!NEWS_SLUG.test(slug)) errors.slug = 'slug_invalid';
  if ((fields.excerpt?.trim().length ?? 0) > NEWS_LIMITS.excerpt.max) errors.excerpt = 'field_too_long';
  if ((fields.body?.length ?? 0) > NEWS_LIMITS.body.max) errors.body = 'field_too_long';
  if (fields.status !== 'draft' && fields.status !== 'published') errors.status = 'field_invalid';
  if (fields.published_at?.trim() && publishDateOf(fields.published_at.trim()) === null) errors.published_at = 'field_invalid';
  return errors;
}

const Change = Type.Object({ action: Type.String(), user_name: NullableString, at: Type.String() });

export const AdminNewsRow = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  published_at: NullableString,
  updated_at: Type.String(),
  updated_by: NullableString,
});
export type AdminNewsRow = Static<typeof AdminNewsRow>;

export const AdminNewsListQuery = Type.Object({ page: PageParam() });
export const AdminNewsListResponse = Type.Object({ data: Type.Array(AdminNewsRow), ...PageEnvelope.properties });
export type AdminNewsListResponse = Static<typeof AdminNewsListResponse>;

export const AdminNewsDetail = Type.Object({
  ...AdminNewsRow.properties,
  excerpt: Type.String(),
  body: Type.String(),
  cover_image_id: NullableInteger,
  changes: Type.Array(Change),
});
export type AdminNewsDetail = Static<typeof AdminNewsDetail>;
export const AdminNewsResponse = Type.Object({ article: AdminNewsDetail });
export type AdminNewsResponse = Static<typeof AdminNewsResponse>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const AdminContactMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: NullableString,
  phone: NullableString,
  subject: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
  read_at: NullableString,
  read_by: NullableString,
});
export type AdminContactMessage = Static<typeof AdminContactMessage>;
export const AdminContactListResponse = Type.Object({ data: Type.Array(AdminContactMessage), unread: Type.Integer(), ...PageEnvelope.properties });
export type AdminContactListResponse = Static<typeof AdminContactListResponse>;
