import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PcbSpecificationSchema } from './specification.entity.ts';

/**
 * One answer to a specification (spec §3 Specification property): `increase_price` % added to the
 * price, `setup_fee` VND added once, `property_mask` the swatch colour, `min_quantity` /
 * `max_quantity` the quantities it may go with (shared/pcb/quantity-options.ts). Ids are unique across the
 * three forms, so one disable table serves them all.
 */
export const PcbSpecificationPropertySchema = defineEntity({
  name: 'PcbSpecificationProperty',
  tableName: 'pcb_specification_properties',
  properties: {
    id: p.integer().primary(),
    pcbSpecification: () => p.manyToOne(PcbSpecificationSchema).index().deleteRule('cascade'),
    name: p.string().length(255),
    nameEn: p.string().length(255).nullable(),
    propertyDefault: p.boolean().default(false),
    increasePrice: p.decimal('number').precision(7).scale(2).default(0),
    setupFee: p.integer().default(0),
    shortName: p.string().length(64).nullable(),
    propertyMask: p.string().length(32).nullable(),
    /** The order quantities the answer is for, ends included; null = no limit. */
    minQuantity: p.integer().nullable(),
    maxQuantity: p.integer().nullable(),
    position: p.smallint().default(0),
  },
  checks: [
    {
      name: 'pcb_specification_properties_quantity_check',
      expression: '(min_quantity is null or min_quantity > 0) and (max_quantity is null or max_quantity >= coalesce(min_quantity, 1))',
    },
  ],
});
export type PcbSpecificationProperty = InferEntity<typeof PcbSpecificationPropertySchema>;
