import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PcbTypeSchema } from './pcb-type.entity.ts';

/** A quantity row of a PCB type (spec §3 pcb_quantities): from `quantity` boards on, `decrease_price` % off. */
export const PcbQuantitySchema = defineEntity({
  name: 'PcbQuantity',
  tableName: 'pcb_quantities',
  properties: {
    id: p.integer().primary(),
    pcbType: () => p.manyToOne(PcbTypeSchema).index().deleteRule('cascade'),
    quantity: p.integer(),
    decreasePrice: p.decimal('number').precision(7).scale(2).default(0),
    showList: p.boolean().default(true),
  },
});
export type PcbQuantity = InferEntity<typeof PcbQuantitySchema>;
