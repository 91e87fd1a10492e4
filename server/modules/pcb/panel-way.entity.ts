import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A panelization row (spec §3 Panel ways): `numrows` × `numcols` boards add `increase_price` %. */
export const PcbPanelWaySchema = defineEntity({
  name: 'PcbPanelWay',
  tableName: 'pcb_panel_ways',
  properties: {
    id: p.integer().primary(),
    numcols: p.smallint(),
    numrows: p.smallint(),
    increasePrice: p.decimal('number').precision(7).scale(2).default(0),
  },
});
export type PcbPanelWay = InferEntity<typeof PcbPanelWaySchema>;
