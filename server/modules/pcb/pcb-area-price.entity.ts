import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PcbTypeSchema } from './pcb-type.entity.ts';

/**
 * An area price row of a PCB type (spec §3 pcb_area_prices): a board of `area` m² costs `price`
 * VND, plus `increase_price` % per full `increase_area` % step beyond it (spec §9).
 */
export const PcbAreaPriceSchema = defineEntity({
  name: 'PcbAreaPrice',
  tableName: 'pcb_area_prices',
  properties: {
    id: p.integer().primary(),
    pcbType: () => p.manyToOne(PcbTypeSchema).index().deleteRule('cascade'),
    area: p.decimal('number').precision(12).scale(6),
    price: p.integer(),
    increasePrice: p.decimal('number').precision(7).scale(2).default(0),
    increaseArea: p.decimal('number').precision(7).scale(2).default(0),
  },
});
export type PcbAreaPrice = InferEntity<typeof PcbAreaPriceSchema>;
