import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PcbSpecificationSchema } from './specification.entity.ts';

/**
 * One answer to a specification (spec §3 Specification property): `increase_price` % added to the
 * price, `setup_fee` VND added once, `property_mask` the swatch colour. Ids are unique across the
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
    position: p.smallint().default(0),
  },
});
export type PcbSpecificationProperty = InferEntity<typeof PcbSpecificationPropertySchema>;
