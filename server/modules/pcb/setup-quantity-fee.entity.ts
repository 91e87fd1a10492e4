import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Setup fee by quantity (spec §3 "setup quantity fees"): from `pcb_quantity` boards on, `price` VND more. */
export const PcbSetupQuantityFeeSchema = defineEntity({
  name: 'PcbSetupQuantityFee',
  tableName: 'pcb_setup_quantity_fees',
  properties: {
    id: p.integer().primary(),
    pcbQuantity: p.integer(),
    price: p.integer(),
  },
});
export type PcbSetupQuantityFee = InferEntity<typeof PcbSetupQuantityFeeSchema>;
