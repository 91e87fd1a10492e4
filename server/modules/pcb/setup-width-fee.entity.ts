import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Setup fee by the larger board side (spec §3 "setup fees by width"): from `pcb_width` mm on, `price` VND. */
export const PcbSetupWidthFeeSchema = defineEntity({
  name: 'PcbSetupWidthFee',
  tableName: 'pcb_setup_width_fees',
  properties: {
    id: p.integer().primary(),
    pcbWidth: p.integer(),
    price: p.integer(),
  },
});
export type PcbSetupWidthFee = InferEntity<typeof PcbSetupWidthFeeSchema>;
