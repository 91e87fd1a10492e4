import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A stencil size of the size dropdown (spec §2, §9 "stencil price from size price"). */
export const PcbStencilSizeSchema = defineEntity({
  name: 'PcbStencilSize',
  tableName: 'pcb_stencil_sizes',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    nameEn: p.string().length(120).nullable(),
    price: p.integer(),
    position: p.smallint().default(0),
  },
});
export type PcbStencilSize = InferEntity<typeof PcbStencilSizeSchema>;
