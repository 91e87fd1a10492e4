import { Type, type Static } from 'typebox';
import { NotificationBanner, NotificationPageParams } from './page-area-schemas.ts';

const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** Staff write a notification banner (spec §3): its page type, words in both languages, colours, icon, shown or hidden. */
export const BannerWrite = Type.Object({
  page_type: NotificationPageParams.properties.type,
  content: Type.String({ minLength: 1, maxLength: 500 }),
  content_en: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  bg_color: Colour,
  text_color: Colour,
  icon: NotificationBanner.properties.icon,
  active: Type.Boolean(),
});
export type BannerWrite = Static<typeof BannerWrite>;

/** GET /v1/admin/content/banners: every banner, shown or hidden, newest first. */
export const AdminBannerListResponse = Type.Object({
  data: Type.Array(Type.Object({ ...NotificationBanner.properties, page_type: NotificationPageParams.properties.type, active: Type.Boolean(), updated_at: Type.String() })),
});
export type AdminBannerListResponse = Static<typeof AdminBannerListResponse>;
