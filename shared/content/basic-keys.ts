// Footer basics keys as plain constants, apart from the TypeBox schemas, so the client can use
// them without bundling TypeBox.

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
