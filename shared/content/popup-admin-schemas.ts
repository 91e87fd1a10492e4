import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { linkInvalid } from './ad-admin-schemas.ts';
import { publishDateOf } from './admin-schemas.ts';

/** The longest a popup's or back link's words may be (the promo_popups and back_links columns); the picture's size. */
export const POPUP_LIMITS = { title: 200, content: 1000, url: 500, name: 200, sortMax: 9999 } as const;
export const POPUP_PICTURE_MAX_BYTES = 3_000_000;

/** The staff popup form's text fields, as the form sends them (multipart, beside the `picture` file). */
export interface PopupFormFields {
  title?: string | undefined;
  title_en?: string | undefined;
  content?: string | undefined;
  content_en?: string | undefined;
  url?: string | undefined;
  /** `1` shown, `0` off. */
  active?: string | undefined;
  /** A datetime-local value (shop time) or ISO; blank for open-ended. */
  starts_at?: string | undefined;
  ends_at?: string | undefined;
}

/** A popup's form as it is saved. */
export interface PopupValues {
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string | null;
  url: string | null;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The staff promo popup form's rule (spec §1 "ads and promo popups"), run by the page and the
 * server: a Vietnamese title and text (English optional), a link to a shop page or web address
 * when given (the ad rule), valid dates with the start before the end.
 */
export function popupFieldErrors(fields: PopupFormFields): Partial<Record<keyof PopupFormFields, string>> {
  const errors: Partial<Record<keyof PopupFormFields, string>> = {};
  const required = (name: 'title' | 'content', max: number) => {
    const value = fields[name]?.trim() ?? '';
    if (!value) errors[name] = 'field_required';
    else if (value.length > max) errors[name] = 'field_too_long';
  };
  required('title', POPUP_LIMITS.title);
  required('content', POPUP_LIMITS.content);
  if ((fields.title_en?.trim().length ?? 0) > POPUP_LIMITS.title) errors.title_en = 'field_too_long';
  if ((fields.content_en?.trim().length ?? 0) > POPUP_LIMITS.content) errors.content_en = 'field_too_long';
  const url = fields.url?.trim() ?? '';
  if (url.length > POPUP_LIMITS.url) errors.url = 'field_too_long';
  else if (url && linkInvalid(url)) errors.url = 'field_invalid';
  if (fields.active !== undefined && fields.active !== '0' && fields.active !== '1') errors.active = 'field_invalid';
  const starts = fields.starts_at?.trim() ? publishDateOf(fields.starts_at.trim()) : null;
  const ends = fields.ends_at?.trim() ? publishDateOf(fields.ends_at.trim()) : null;
  if (fields.starts_at?.trim() && !starts) errors.starts_at = 'field_invalid';
  if (fields.ends_at?.trim() && !ends) errors.ends_at = 'field_invalid';
  else if (starts && ends && ends <= starts) errors.ends_at = 'popup_ends_before_start';
  return errors;
}

/** The checked form as it is saved. */
export function popupValuesOf(fields: PopupFormFields): PopupValues {
  const date = (value: string | undefined) => (value?.trim() ? publishDateOf(value.trim()) : null);
  return {
    title: fields.title!.trim(),
    titleEn: fields.title_en?.trim() || null,
    content: fields.content!.trim(),
    contentEn: fields.content_en?.trim() || null,
    url: fields.url?.trim() || null,
    active: fields.active !== '0',
    startsAt: date(fields.starts_at),
    endsAt: date(fields.ends_at),
  };
}

/** A back link in the footer (spec §3 back_links: name, url) and its place among them. */
export const BackLinkWrite = Type.Object({
  name: Type.String({ maxLength: POPUP_LIMITS.name }),
  url: Type.String({ maxLength: POPUP_LIMITS.url }),
  sort: Type.Integer({ minimum: 0, maximum: POPUP_LIMITS.sortMax }),
});
export type BackLinkWrite = Static<typeof BackLinkWrite>;

/** The staff back link form's rule: words to show and a link to a shop page or a web address. */
export function backLinkFieldErrors(write: BackLinkWrite): Partial<Record<keyof BackLinkWrite, string>> {
  const errors: Partial<Record<keyof BackLinkWrite, string>> = {};
  if (!write.name.trim()) errors.name = 'field_required';
  const url = write.url.trim();
  if (!url) errors.url = 'field_required';
  else if (linkInvalid(url)) errors.url = 'field_invalid';
  if (!Number.isInteger(write.sort) || write.sort < 0 || write.sort > POPUP_LIMITS.sortMax) errors.sort = 'field_invalid';
  return errors;
}

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Changes = Type.Array(Type.Object({ ...StaffChangeRow.properties, subject: Type.String(), subject_id: Type.String() }));

/** GET /v1/admin/content/popups: every popup (newest first, off ones too), the back links in footer order, and the latest changes to either. */
export const AdminPopupListResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      title_en: NullableString,
      content: Type.String(),
      content_en: NullableString,
      url: NullableString,
      image_id: Type.Union([Type.Integer(), Type.Null()]),
      active: Type.Boolean(),
      starts_at: NullableString,
      ends_at: NullableString,
      updated_at: Type.String(),
    }),
  ),
  back_links: Type.Array(Type.Object({ id: Type.Integer(), ...BackLinkWrite.properties })),
  changes: Changes,
});
export type AdminPopupListResponse = Static<typeof AdminPopupListResponse>;
