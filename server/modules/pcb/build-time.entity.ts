import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A production speed (spec §3 Build time: id, times, price); the first by `position` is the default (§4). */
export const PcbBuildTimeSchema = defineEntity({
  name: 'PcbBuildTime',
  tableName: 'pcb_build_times',
  properties: {
    id: p.integer().primary(),
    times: p.smallint(),
    price: p.integer(),
    position: p.smallint().default(0),
  },
});
export type PcbBuildTime = InferEntity<typeof PcbBuildTimeSchema>;
