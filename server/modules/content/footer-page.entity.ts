import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FooterInformationSchema } from './footer-information.entity.ts';

/** A page in a footer group; `url` overrides the default /cong-ty/{slug} link (spec §2). */
export const FooterPageSchema = defineEntity({
  name: 'FooterPage',
  tableName: 'footer_pages',
  properties: {
    id: p.integer().primary(),
    information: () => p.manyToOne(FooterInformationSchema).index().deleteRule('cascade'),
    name: p.string().length(200),
    nameEn: p.string().length(200),
    slug: p.string().length(200).unique(),
    url: p.string().length(500).nullable(),
    content: p.text().nullable(),
    contentEn: p.text().nullable(),
    position: p.integer().default(0),
    /** Listed in the footer and answered at its address; staff withdraw a page without deleting it. */
    published: p.boolean().default(true),
  },
});
export type FooterPage = InferEntity<typeof FooterPageSchema>;
