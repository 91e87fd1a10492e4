import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A deadline row (spec §3 Deadlines: area): orders of at least `area` m² in total take `times` days. */
export const PcbDeadlineSchema = defineEntity({
  name: 'PcbDeadline',
  tableName: 'pcb_deadlines',
  properties: {
    id: p.integer().primary(),
    area: p.decimal('number').precision(12).scale(6),
    times: p.smallint(),
  },
});
export type PcbDeadline = InferEntity<typeof PcbDeadlineSchema>;
