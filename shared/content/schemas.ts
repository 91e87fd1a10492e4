import { Type, type Static } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** GET /v1/get-footer (spec §3 Footer data, §7): every field the footer shows. */
export const FooterResponse = Type.Object({
  informations: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Type.String(), slug: Type.String() }),
  ),
  pages: Type.Array(
    Type.Object({
      information_id: Type.Integer(),
      name: Type.String(),
      name_en: Type.String(),
      slug: Type.String(),
      url: NullableString,
    }),
  ),
  basics: Type.Array(Type.Object({ key: Type.String(), value: Type.String(), value_en: NullableString })),
  payment_methods: Type.Array(Type.Object({ name: Type.String(), image_id: Type.Union([Type.Integer(), Type.Null()]) })),
  addresses: Type.Array(
    Type.Object({
      name: Type.String(),
      address: Type.String(),
      phone: NullableString,
      mobile: NullableString,
      email: NullableString,
    }),
  ),
});
export type FooterResponse = Static<typeof FooterResponse>;

/** The social-network basics (spec §3), in the order the footer shows them. */
export const SOCIAL_BASIC_KEYS = [
  'facebook_page',
  'youtube_page',
  'twitter_page',
  'linkedin_page',
  'instagram_page',
  'tiktok_page',
] as const;

/** Keys of the "basics" settings the storefront reads (spec §3). */
export const BASIC_KEYS = [
  'site_name',
  'phone',
  'email',
  ...SOCIAL_BASIC_KEYS,
  'marquee',
  'online_gov_register',
  'map_link',
  'exchange_rate',
  'company_info',
] as const;
export type BasicKey = (typeof BASIC_KEYS)[number];
