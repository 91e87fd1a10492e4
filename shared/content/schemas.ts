import { Type, type Static } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

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
  /** `name_en` / `image_en_id`: the English storefront's text and logo where the logo has words; null uses the Vietnamese. */
  payment_methods: Type.Array(
    Type.Object({
      name: Type.String(),
      name_en: NullableString,
      image_id: NullableInteger,
      image_en_id: NullableInteger,
    }),
  ),
  /** Shop branches; `name_en` / `address_en` for the English storefront, null uses the Vietnamese. */
  addresses: Type.Array(
    Type.Object({
      name: Type.String(),
      name_en: NullableString,
      address: Type.String(),
      address_en: NullableString,
      phone: NullableString,
      mobile: NullableString,
      email: NullableString,
    }),
  ),
});
export type FooterResponse = Static<typeof FooterResponse>;

/**
 * GET /v1/get-footer?info=1&category_id&show_info (spec §7 "| data"). Interpretation: spec §4 "Footer info appears after about 500 ms (1000 ms on tall pages), collapsing to
 * an expandable view when over 2 paragraphs" is the footer's info area, loaded by itself once the
 * footer shows; `info=1` asks for that area only (`data`) instead of the whole footer.
 * - `category_id`: the category listing being shown; its own info text comes with `data.category`.
 * - `show_info`: 1 (the default) when the listing shows the category itself: its first page
 *   without a filter. A filtered or later page (`show_info=0`) is not the category's page, so it
 *   gets no category text (the same text on every page and filter would repeat itself).
 * `data.company` is the shop's company information (the `company_info` basic) on every page.
 */
export const FooterInfoQuery = Type.Object({
  info: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  show_info: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type FooterInfoQuery = Static<typeof FooterInfoQuery>;

const InfoText = Type.Object({ html: Type.String(), html_en: NullableString });

export const FooterInfoData = Type.Object({
  company: Type.Union([InfoText, Type.Null()]),
  category: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Type.String(), ...InfoText.properties }),
    Type.Null(),
  ]),
});
export type FooterInfoData = Static<typeof FooterInfoData>;

export const FooterInfoResponse = Type.Object({ data: FooterInfoData });
export type FooterInfoResponse = Static<typeof FooterInfoResponse>;
