import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryCompany } from '#shared/checkout/schemas.ts';
import { SettingSchema } from '../content/setting.entity.ts';
import { CheckoutSettingsSchema } from './checkout-settings.entity.ts';
import { DeliveryCompanySchema } from './delivery-company.entity.ts';

/** The shop-wide part of the checkout fees (spec §3 Profile), before the user's own address and bonus. */
export interface ShopFees {
  cod_payment: number;
  tax_rate: number;
  increase_price: number;
  pay_online: { enable: boolean; value: number; value_en: number };
  pay_momo: { enable: boolean; value: number; value_en: number };
  paypal: { enable: boolean; value: number; value_en: number };
  delivery_companies: DeliveryCompany[];
}

/** Without a settings row: no COD fee, VAT 10 %, no surcharges (the entity's defaults). */
const NO_SETTINGS = {
  codPayment: 0,
  taxRate: 10,
  increasePrice: 0,
  payOnlinePercent: 0,
  payOnlineFlat: 0,
  payMomoPercent: 0,
  payMomoFlat: 0,
  paypalPercent: 0,
  paypalFlat: 0,
};

/** The active international delivery companies, in the shop's order (checkout and PCB quotes offer these). */
export async function activeDeliveryCompanies(em: EntityManager): Promise<DeliveryCompany[]> {
  const rows = await em.find(DeliveryCompanySchema, { active: true }, { orderBy: { position: 'asc', id: 'asc' } });
  return rows.map((row) => ({ id: row.id, name: row.name, payment: row.payment, delivery_time: row.deliveryTime }));
}

/** The checkout settings row and the active delivery companies; a provider is enabled only when configured. */
export async function shopFees(em: EntityManager, payments: { pay_online: boolean; pay_momo: boolean; paypal: boolean }): Promise<ShopFees> {
  const [settings, companies] = await Promise.all([em.findOne(CheckoutSettingsSchema, 1, { refresh: true }), activeDeliveryCompanies(em)]);
  const row = settings ?? NO_SETTINGS;
  return {
    cod_payment: row.codPayment,
    tax_rate: row.taxRate,
    increase_price: row.increasePrice,
    pay_online: { enable: payments.pay_online, value: row.payOnlinePercent, value_en: row.payOnlineFlat },
    pay_momo: { enable: payments.pay_momo, value: row.payMomoPercent, value_en: row.payMomoFlat },
    paypal: { enable: payments.paypal, value: row.paypalPercent, value_en: row.paypalFlat },
    delivery_companies: companies,
  };
}

/** VND per USD from the `exchange_rate` setting (spec §9 currency). */
export async function exchangeRate(em: EntityManager): Promise<number> {
  const row = await em.findOne(SettingSchema, 'exchange_rate', { refresh: true });
  const rate = Number(row?.value);
  return Number.isFinite(rate) && rate > 0 ? rate : 26_000;
}
