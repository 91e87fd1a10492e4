import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An assembly size row (spec §3 Assembly area/size), priced per board like a PCB area row. */
export const PcbAssemblyAreaSchema = defineEntity({
  name: 'PcbAssemblyArea',
  tableName: 'pcb_assembly_areas',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    nameEn: p.string().length(120).nullable(),
    area: p.decimal('number').precision(12).scale(6),
    price: p.integer(),
    increasePrice: p.decimal('number').precision(7).scale(2).default(0),
    increaseArea: p.decimal('number').precision(7).scale(2).default(0),
  },
});
export type PcbAssemblyArea = InferEntity<typeof PcbAssemblyAreaSchema>;
