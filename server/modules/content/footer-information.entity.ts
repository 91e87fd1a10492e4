import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A footer column ("information" group, spec §3) listing pages; shown at /information/{slug}. */
export const FooterInformationSchema = defineEntity({
  name: 'FooterInformation',
  tableName: 'footer_informations',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    slug: p.string().length(200).unique(),
    position: p.integer().default(0),
  },
});
export type FooterInformation = InferEntity<typeof FooterInformationSchema>;
