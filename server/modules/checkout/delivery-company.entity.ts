import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An international delivery company for orders abroad (spec §3 Delivery company: id, name,
 * payment, delivery_time). `payment` is the fee in VND; `deliveryTime` the days as 'min-max'.
 */
export const DeliveryCompanySchema = defineEntity({
  name: 'DeliveryCompany',
  tableName: 'delivery_companies',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    payment: p.integer(),
    deliveryTime: p.string().length(20),
    position: p.smallint().default(0),
    active: p.boolean().default(true),
  },
});
export type DeliveryCompany = InferEntity<typeof DeliveryCompanySchema>;
