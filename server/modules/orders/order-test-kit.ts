import { randomUUID } from 'node:crypto';
import type { CartDetailsResponse } from '#shared/cart/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { ORDER_FIELD } from '#shared/checkout/fields.ts';
import { totalsInputOf } from '#shared/checkout/totals-input.ts';
import { lineUnitPrice } from '#shared/cart/cart-line.ts';
import { cartLineOf } from '#shared/checkout/totals-input.ts';
import { defaultChoices, normalizeChoices, type CheckoutChoices } from '#shared/checkout/methods.ts';
import { checkoutTotals, goodsTotal, methodContext, type CheckoutTotals } from '#shared/checkout/totals.ts';
import { flowOf } from '#shared/checkout/totals-input.ts';
import { effectiveSelection } from '#shared/cart/selection.ts';
import { selectsAllItems } from '#shared/checkout/flow.ts';
import { validateOrder } from '#shared/checkout/validation.ts';
import { currencyOf } from '#shared/checkout/totals-input.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers for the order integration tests: buyers, stocked products, carts, the page's totals (multipart posts: server/test/multipart.ts). */

export interface BuyerOptions {
  country?: 'vn' | 'us';
  buyonshop?: boolean;
  isTax?: boolean;
  bonus?: number;
  company?: { company: string; taxcode: string; company_address: string } | null;
  /** False: the profile names no country (only the delivery address does). */
  profileCountry?: boolean;
  /** False: no delivery address (a new customer). */
  address?: boolean;
}

export interface Buyer extends SignedIn {
  addressId: number | null;
}

async function one<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await t.orm.em.fork().execute<T[]>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/** A registered user with a profile and (outside the pickup flow) a default delivery address. */
export async function buyer(t: TestApp, options: BuyerOptions = {}): Promise<Buyer> {
  const signed = await registerAndSignIn(t.app);
  const iso = options.country ?? 'vn';
  const country = await one<{ id: number }>(t, 'select id from countries where iso_code = ?', [iso]);
  const company = options.company ?? null;
  const em = t.orm.em.fork();
  await em.execute(
    `insert into profiles (user_id, phone, company, taxcode, company_address, is_tax, buyonshop, bonus, country_id, created_at, updated_at)
     values (?, '0901234567', ?, ?, ?, ?, ?, ?, ?, now(), now())`,
    [signed.user.id, company?.company ?? null, company?.taxcode ?? null, company?.company_address ?? null, options.isTax ?? false, options.buyonshop ?? false, options.bonus ?? 0, options.profileCountry === false ? null : country.id],
  );
  if (options.buyonshop || options.address === false) return { ...signed, addressId: null };
  let address: { id: number };
  if (iso === 'vn') {
    // A ward of the current two-level map (province → ward, no district).
    const ward = await one<{ id: number; province: number }>(
      t,
      `select w.id, p.id as province from locations w join locations p on p.id = w.parent_id
        where w.level = 2 and w.retired_on is null and p.payment > 0 order by w.id limit 1`,
    );
    address = await one(t, `insert into delivery_addresses (user_id, name, phone, address, address_default, country_id, province_id, ward_id, created_at, updated_at)
       values (?, 'Nguyễn Văn A', '0901234567', '12 Lê Lợi', true, ?, ?, ?, now(), now()) returning id`, [signed.user.id, country.id, ward.province, ward.id]);
  } else {
    address = await one(t, `insert into delivery_addresses (user_id, name, phone, address, address_default, country_id, city, state, zipcode, created_at, updated_at)
       values (?, 'John Smith', '+14155550100', '1 Market St', true, ?, 'San Francisco', 'CA', '94105', now(), now()) returning id`, [signed.user.id, country.id]);
  }
  return { ...signed, addressId: Number(address.id) };
}

let nextProduct = 0;

/** A seeded product set to a known price, stock and step, without volume breaks (or with the given ones). */
export async function stockedProduct(t: TestApp, facts: { price: number; inventory: number; multiples?: number; breaks?: { quantity: number; price: number }[] }): Promise<number> {
  nextProduct += 1;
  const product = await one<{ id: number }>(t, 'select id from products order by id offset ? limit 1', [nextProduct * 7]);
  const id = Number(product.id);
  const em = t.orm.em.fork();
  await em.execute('update products set price = ?, inventory = ?, multiples = ? where id = ?', [facts.price, facts.inventory, facts.multiples ?? 1, id]);
  await em.execute('delete from product_prices where product_id = ?', [id]);
  for (const row of facts.breaks ?? []) await em.execute('insert into product_prices (product_id, quantity, price) values (?, ?, ?)', [id, row.quantity, row.price]);
  return id;
}

export async function addToCart(t: TestApp, who: SignedIn, productId: number, quantity: number): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: '/v1/carts', headers: who.headers, payload: { product_id: productId, quantity } });
  if (response.statusCode !== 200) throw new Error(`cart add failed: ${response.statusCode} ${response.body}`);
}

export async function checkoutOf(t: TestApp, who: SignedIn, language: 'vi' | 'en' = 'vi'): Promise<CheckoutContextResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/v1/checkout', headers: { cookie: `${who.cookie}; lang=${language}` } });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function cartOf(t: TestApp, who: SignedIn): Promise<CartDetailsResponse> {
  return (await t.app.inject({ method: 'GET', url: '/v1/carts', headers: { cookie: who.cookie } })).json();
}

export interface PageOrder {
  choices?: Partial<CheckoutChoices>;
  selectedIds?: number[];
  transportId?: number | null;
  language?: 'vi' | 'en';
  company?: { company: string; taxcode: string; company_address: string };
  pickupContact?: { name: string; phone: string };
  content?: string;
}

/**
 * What the checkout page computes and sends, from GET /v1/checkout and GET /v1/carts alone
 * (the page's path): normalised choices, totals, the shown unit prices and the form fields.
 */
export async function pageOrder(t: TestApp, who: SignedIn, order: PageOrder = {}) {
  const language = order.language ?? 'vi';
  const [context, cart] = await Promise.all([checkoutOf(t, who, language), cartOf(t, who)]);
  const flow = flowOf(context.profile);
  const lines = cart.carts_details.map(cartLineOf);
  const selectedIds = order.selectedIds ?? cart.carts_details.map((item) => item.id);
  const taken = effectiveSelection(lines.map((line) => line.id), selectedIds, selectsAllItems(flow));
  const methods = methodContext(flow, language, context.fees, goodsTotal(lines, taken));
  const choices = normalizeChoices({ ...defaultChoices(methods), ...context.cart_method, ...order.choices }, methods);
  const transportId = order.transportId ?? null;
  const totals: CheckoutTotals = checkoutTotals(
    totalsInputOf({ profile: context.profile, fees: context.fees, items: cart.carts_details, selectedIds, choices, transportId, language }),
  );
  const linePrices = Object.fromEntries(lines.filter((line) => taken.includes(line.id)).map((line) => [String(line.id), lineUnitPrice(line)]));
  const fields: Record<string, string> = {
    [ORDER_FIELD.useBonus]: choices.use_bonus ? '1' : '0',
    [ORDER_FIELD.vat]: String(choices.vat),
    [ORDER_FIELD.paymentMethod]: String(choices.payment_method),
    [ORDER_FIELD.deliveryMethod]: String(choices.delivery_method),
    [ORDER_FIELD.paymentInShop]: String(choices.payment_in_shop),
    [ORDER_FIELD.deliveryCost]: String(choices.delivery_cost),
    [ORDER_FIELD.language]: language,
    [ORDER_FIELD.selectedIds]: JSON.stringify(selectedIds),
    [ORDER_FIELD.expectedTotal]: String(totals.total),
    [ORDER_FIELD.linePrices]: JSON.stringify(linePrices),
  };
  if (context.address) fields[ORDER_FIELD.address] = String(context.address.id);
  if (choices.pickup_date) fields[ORDER_FIELD.pickupDate] = choices.pickup_date;
  if (choices.pickup_time) fields[ORDER_FIELD.pickupTime] = choices.pickup_time;
  if (transportId !== null) fields[ORDER_FIELD.transportId] = String(transportId);
  if (order.company) Object.assign(fields, order.company);
  if (order.pickupContact) {
    fields[ORDER_FIELD.name] = order.pickupContact.name;
    fields[ORDER_FIELD.phone] = order.pickupContact.phone;
  }
  if (order.content) fields[ORDER_FIELD.content] = order.content;
  // The page's own submit check (shared/checkout/validation.ts), for comparing with the server's answer.
  const invalid = validateOrder({
    flow,
    currency: currencyOf(language),
    exchangeRate: context.exchange_rate,
    cartCount: cart.carts_details.length,
    totals,
    choices,
    transportId,
    deliveryCompanyIds: context.fees.delivery_companies.map((company) => company.id),
    company: order.company ?? { company: '', taxcode: '', company_address: '' },
    pickupContact: order.pickupContact ?? { name: '', phone: '' },
    openingHours: context.opening_hours,
    now: new Date(),
  });
  return { context, cart, choices, totals, fields, invalid };
}

export function postOrder(t: TestApp, who: SignedIn, fields: Record<string, string>, key: string | null = randomUUID()) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/v1/orders',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}), 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function orderRows(t: TestApp, userId: number) {
  return t.orm.em.fork().execute<{ id: number; code: string; total: string; flow: string; payment_provider: string | null; vat: boolean; vat_amount: string; bonus: string; cod_fee: string; delivery_fee: string; snapshot: Record<string, unknown> }[]>(
    'select * from orders where user_id = ? order by id',
    [userId],
  );
}
