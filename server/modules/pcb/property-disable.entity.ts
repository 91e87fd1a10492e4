import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { PcbSpecificationPropertySchema } from './specification-property.entity.ts';

/** Selecting `property` makes `disable` unselectable (spec §3 Property disable, §4); one way only. */
export const PcbPropertyDisableSchema = defineEntity({
  name: 'PcbPropertyDisable',
  tableName: 'pcb_property_disables',
  properties: {
    property: () => p.manyToOne(PcbSpecificationPropertySchema).primary().deleteRule('cascade'),
    disable: () => p.manyToOne(PcbSpecificationPropertySchema).primary().index().deleteRule('cascade'),
    position: p.smallint().default(0),
  },
});
export type PcbPropertyDisable = InferEntity<typeof PcbPropertyDisableSchema>;
