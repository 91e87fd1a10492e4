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
