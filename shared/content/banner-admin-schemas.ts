import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';
import { NotificationBanner, NotificationPageParams } from './page-area-schemas.ts';
import { NOTIFICATION_ICONS, NOTIFICATION_PAGE_TYPES } from './page-areas.ts';

/** A colour as the banner stores it: `#rrggbb`. */
export const BANNER_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const BANNER_CONTENT_MAX = 500;

const Colour = Type.String({ pattern: BANNER_COLOUR.source });

/** Staff write a notification banner (spec §3): its page type, words in both languages, colours, icon, shown or hidden. */
export const BannerWrite = Type.Object({
  page_type: NotificationPageParams.properties.type,
  content: Type.String({ minLength: 1, maxLength: BANNER_CONTENT_MAX }),
  content_en: Type.Union([Type.String({ maxLength: BANNER_CONTENT_MAX }), Type.Null()]),
  bg_color: Colour,
  text_color: Colour,
  icon: NotificationBanner.properties.icon,
  active: Type.Boolean(),
});
export type BannerWrite = Static<typeof BannerWrite>;

/**
 * The staff banner form's rule, run by the page before sending and by the server before saving:
 * a known page type, words (Vietnamese required, English optional) within 500 characters, two
 * `#rrggbb` colours and a known icon. Keys are the schema's field keys (shared/http/field-keys.ts).
 */
export function bannerFieldErrors(write: { [K in keyof BannerWrite]?: unknown }): Partial<Record<keyof BannerWrite, string>> {
  const errors: Partial<Record<keyof BannerWrite, string>> = {};
  if (!(NOTIFICATION_PAGE_TYPES as readonly unknown[]).includes(write.page_type)) errors.page_type = 'field_invalid';
  const content = typeof write.content === 'string' ? write.content.trim() : '';
  if (!content) errors.content = 'field_required';
  else if (content.length > BANNER_CONTENT_MAX) errors.content = 'field_too_long';
  if (typeof write.content_en === 'string' && write.content_en.trim().length > BANNER_CONTENT_MAX) errors.content_en = 'field_too_long';
  for (const name of ['bg_color', 'text_color'] as const) {
    if (typeof write[name] !== 'string' || !BANNER_COLOUR.test(write[name])) errors[name] = 'field_invalid';
  }
  if (!(NOTIFICATION_ICONS as readonly unknown[]).includes(write.icon)) errors.icon = 'field_invalid';
  return errors;
}

/** GET /v1/admin/content/banners: every banner, shown or hidden, newest first, and the latest changes to any banner (deleted ones too). */
export const AdminBannerListResponse = Type.Object({
  data: Type.Array(Type.Object({ ...NotificationBanner.properties, page_type: NotificationPageParams.properties.type, active: Type.Boolean(), updated_at: Type.String() })),
  changes: Type.Array(Type.Object({ ...StaffChangeRow.properties, subject_id: Type.String() })),
});
export type AdminBannerListResponse = Static<typeof AdminBannerListResponse>;
