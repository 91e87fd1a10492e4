import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A heading grouping specifications on the fabrication form (the spec's `group_id`). */
export const PcbSpecificationGroupSchema = defineEntity({
  name: 'PcbSpecificationGroup',
  tableName: 'pcb_specification_groups',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    nameEn: p.string().length(120).nullable(),
    position: p.smallint().default(0),
  },
});
export type PcbSpecificationGroup = InferEntity<typeof PcbSpecificationGroupSchema>;
