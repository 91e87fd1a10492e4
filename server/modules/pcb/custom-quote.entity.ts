import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A hand-quoted kind of board for the fourth quote flow (spec §3 Quote: id, name, description). */
export const PcbCustomQuoteSchema = defineEntity({
  name: 'PcbCustomQuote',
  tableName: 'pcb_custom_quotes',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    description: p.text(),
    nameEn: p.string().length(120).nullable(),
    descriptionEn: p.text().nullable(),
    position: p.smallint().default(0),
  },
});
export type PcbCustomQuote = InferEntity<typeof PcbCustomQuoteSchema>;
