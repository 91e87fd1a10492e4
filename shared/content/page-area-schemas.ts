import { Type, type Static } from 'typebox';

// The literal unions repeat shared/content/page-areas.ts's lists (a unit test keeps them equal).
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** GET /v1/notification-page/{type} */
export const NotificationPageParams = Type.Object({ type: Type.Union([Type.Literal('home'), Type.Literal('category'), Type.Literal('product'), Type.Literal('cart'), Type.Literal('checkout'), Type.Literal('pcb')]) });
export type NotificationPageParams = Static<typeof NotificationPageParams>;

/** The notification banner (spec §3): content in both languages, its colours and icon. */
export const NotificationBanner = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  content_en: NullableString,
  bg_color: Type.String(),
  text_color: Type.String(),
  icon: Type.Union([Type.Literal('exclamation'), Type.Literal('info')]),
});
export type NotificationBanner = Static<typeof NotificationBanner>;

/** GET /v1/notification-page/{type} (spec §7 "notification, lang"): the page's banner or null. */
export const NotificationPageResponse = Type.Object({ notification: Type.Union([NotificationBanner, Type.Null()]), lang: Type.String() });
export type NotificationPageResponse = Static<typeof NotificationPageResponse>;

/** One ad (spec §3 Ad: position, url, value = the picture's image id). */
export const AdView = Type.Object({
  id: Type.Integer(),
  position: Type.Union([Type.Literal('ad_left'), Type.Literal('ad_right'), Type.Literal('left'), Type.Literal('right')]),
  url: Type.String(),
  value: Type.Integer(),
  /** The picture's words for screen readers (and the image's alt). */
  name: Type.String(),
  name_en: NullableString,
});
export type AdView = Static<typeof AdView>;

/** The promo popup: shown once (POST /popupAlert marks it shown for this session or user). */
export const PromoPopupView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_en: NullableString,
  content: Type.String(),
  content_en: NullableString,
  image_id: NullableInteger,
  url: NullableString,
});
export type PromoPopupView = Static<typeof PromoPopupView>;

/**
 * GET /v1/ads (spec §7 "ads, back_links"). `popup` is the promo popup this browser has not been
 * shown yet (null once POST /popupAlert marked it), so the page asks one call for every ad area.
 */
export const AdsResponse = Type.Object({
  ads: Type.Array(AdView),
  back_links: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  popup: Type.Union([PromoPopupView, Type.Null()]),
});
export type AdsResponse = Static<typeof AdsResponse>;

/** POST /popupAlert: the popup the page showed. */
export const PopupAlertBody = Type.Object({ popup_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type PopupAlertBody = Static<typeof PopupAlertBody>;

/** A supporter (spec §3): `yahoo` holds the Zalo id, `msn` the Messenger id. */
export const SupporterView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image_id: NullableInteger,
  yahoo: NullableString,
  skype: NullableString,
  msn: NullableString,
  email: NullableString,
  mobile: NullableString,
});
export type SupporterView = Static<typeof SupporterView>;

/** GET /v1/supports (spec §7 "support groups"): the groups in order with their supporters. */
export const SupportsResponse = Type.Object({
  groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), name_en: NullableString, supporters: Type.Array(SupporterView) })),
});
export type SupportsResponse = Static<typeof SupportsResponse>;
