import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryCompany } from '#shared/checkout-api/schemas.ts';

interface SettingsRow {
  cod_payment: number;
  tax_rate: string | number;
  increase_price: string | number;
  pay_online_percent: string | number;
  pay_online_flat: number;
  pay_momo_percent: string | number;
  pay_momo_flat: number;
  paypal_percent: string | number;
  paypal_flat: number;
}

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

const NO_SETTINGS: SettingsRow = {
  cod_payment: 0,
  tax_rate: 10,
  increase_price: 0,
  pay_online_percent: 0,
  pay_online_flat: 0,
  pay_momo_percent: 0,
  pay_momo_flat: 0,
  paypal_percent: 0,
  paypal_flat: 0,
};

/** The active international delivery companies, in the shop's order (checkout and PCB quotes offer these). */
export async function activeDeliveryCompanies(em: EntityManager): Promise<DeliveryCompany[]> {
  const rows = await em.execute<{ id: number; name: string; payment: number; delivery_time: string }[]>(
    'select id, name, payment, delivery_time from delivery_companies where active order by position, id',
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, payment: Number(row.payment), delivery_time: row.delivery_time }));
}

/** The checkout settings row and the active delivery companies; a provider is enabled only when configured. */
export async function shopFees(em: EntityManager, payments: { pay_online: boolean; pay_momo: boolean; paypal: boolean }): Promise<ShopFees> {
  const [rows, companies] = await Promise.all([em.execute<SettingsRow[]>('select * from checkout_settings where id = 1'), activeDeliveryCompanies(em)]);
  const row = rows[0] ?? NO_SETTINGS;
  return {
    cod_payment: Number(row.cod_payment),
    tax_rate: Number(row.tax_rate),
    increase_price: Number(row.increase_price),
    pay_online: { enable: payments.pay_online, value: Number(row.pay_online_percent), value_en: Number(row.pay_online_flat) },
    pay_momo: { enable: payments.pay_momo, value: Number(row.pay_momo_percent), value_en: Number(row.pay_momo_flat) },
    paypal: { enable: payments.paypal, value: Number(row.paypal_percent), value_en: Number(row.paypal_flat) },
    delivery_companies: companies,
  };
}

/** VND per USD from the `exchange_rate` setting (spec §9 currency). */
export async function exchangeRate(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ value: string }[]>("select value from settings where key = 'exchange_rate'");
  const rate = Number(row?.value);
  return Number.isFinite(rate) && rate > 0 ? rate : 26_000;
}
