import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The shop's checkout money settings (spec §3 Profile: cod_payment, increase_price, tax rate,
 * pay_online / pay_momo / paypal `value` percent and `value_en` flat amount). One row, id 1.
 * Whether each online provider is offered is not stored here: it follows from the payment
 * adapter being configured on the server ("each hidden when not configured").
 */
export const CheckoutSettingsSchema = defineEntity({
  name: 'CheckoutSettings',
  tableName: 'checkout_settings',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** Cash-on-delivery fee in VND. */
    codPayment: p.integer().default(0),
    /** VAT rate in percent (spec §9: 10). */
    taxRate: p.decimal('number').precision(5).scale(2).default(10),
    /** Percent added to the goods when VAT is on. */
    increasePrice: p.decimal('number').precision(5).scale(2).default(0),
    payOnlinePercent: p.decimal('number').precision(5).scale(2).default(0),
    payOnlineFlat: p.integer().default(0),
    payMomoPercent: p.decimal('number').precision(5).scale(2).default(0),
    payMomoFlat: p.integer().default(0),
    paypalPercent: p.decimal('number').precision(5).scale(2).default(0),
    paypalFlat: p.integer().default(0),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type CheckoutSettings = InferEntity<typeof CheckoutSettingsSchema>;
