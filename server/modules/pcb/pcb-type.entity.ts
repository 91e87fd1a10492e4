import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A PCB type (spec §3 PCB type): base material and layer class with its largest board; null
 * sizes mean unset (spec §9: 650 mm then). Its price tables are `pcb_quantities` and
 * `pcb_area_prices`. `position` orders the type picker.
 */
export const PcbTypeSchema = defineEntity({
  name: 'PcbType',
  tableName: 'pcb_types',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    /** English name (English mode); null shows `name`. */
    nameEn: p.string().length(120).nullable(),
    maxWidth: p.integer().nullable(),
    maxHeight: p.integer().nullable(),
    imageId: p.string().length(64).nullable(),
    position: p.smallint().default(0),
  },
});
export type PcbType = InferEntity<typeof PcbTypeSchema>;
