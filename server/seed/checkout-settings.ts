import type { EntityManager } from '@mikro-orm/postgresql';
import { bulkInsert } from './bulk-insert.ts';

/**
 * The demo shop's checkout fees (spec §3 Profile fees; contract "realistic VN values"):
 * COD 15,000 đ, VAT 10 %, no price increase, VNPay 1.1 %, MoMo 1.5 %, PayPal 4.4 % + 8,000 đ.
 */
export const DEMO_CHECKOUT_SETTINGS = {
  id: 1,
  cod_payment: 15_000,
  tax_rate: 10,
  increase_price: 0,
  pay_online_percent: 1.1,
  pay_online_flat: 0,
  pay_momo_percent: 1.5,
  pay_momo_flat: 0,
  paypal_percent: 4.4,
  paypal_flat: 8_000,
};

/** International carriers for orders abroad (spec §3 Delivery company): fee in VND, days 'min-max'. */
export const DEMO_DELIVERY_COMPANIES = [
  { name: 'DHL Express', payment: 1_250_000, delivery_time: '3-5', position: 0 },
  { name: 'FedEx International Priority', payment: 1_100_000, delivery_time: '4-6', position: 1 },
  { name: 'EMS (VNPost)', payment: 650_000, delivery_time: '7-14', position: 2 },
];

/**
 * Seeds the checkout settings row and the delivery companies when they are missing, so a demo
 * database seeded before these tables existed gets them too. Returns true when it wrote anything.
 */
export async function seedCheckoutSettingsIfEmpty(em: EntityManager): Promise<boolean> {
  const [state] = await em.execute<{ settings: boolean; companies: boolean }[]>(
    'select exists (select 1 from checkout_settings) as settings, exists (select 1 from delivery_companies) as companies',
  );
  let wrote = false;
  if (!state?.settings) {
    await bulkInsert(em, 'checkout_settings', [{ ...DEMO_CHECKOUT_SETTINGS, updated_at: new Date() }]);
    wrote = true;
  }
  if (!state?.companies) {
    await bulkInsert(em, 'delivery_companies', DEMO_DELIVERY_COMPANIES.map((company) => ({ ...company, active: true })));
    wrote = true;
  }
  return wrote;
}
