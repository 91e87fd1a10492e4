import type { EntityManager } from '@mikro-orm/postgresql';
import { cartLineTotal, extraPrice, lineUnitPrice } from '#shared/cart/cart-line.ts';
import { effectiveSelection } from '#shared/cart/selection.ts';
import { cartLineOf, currencyOf, flowOf } from '#shared/checkout-api/totals-input.ts';
import { needsDeliveryAddress, selectsAllItems, type CheckoutFlow } from '#shared/checkout/flow.ts';
import { PAYMENT_METHOD, PICKUP_PAYMENT, usesPickup, type CheckoutChoices } from '#shared/checkout/methods.ts';
import { resolveCheckout } from '#shared/checkout/resolve-checkout.ts';
import type { CheckoutTotals } from '#shared/checkout/totals.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type { OrderPaymentProvider } from './order.entity.ts';
import { lockCart } from '../cart/index.ts';
import { cartMethodOf, checkoutFees, checkoutProfile, exchangeRate, orderAddress, saveCartMethod } from '../checkout/index.ts';
import { loadOpeningHours } from '../content/index.ts';
import { queueOrderConfirmation } from '../lifecycle/index.ts';
import { createNotification } from '../notifications/index.ts';
import { changedPrices, OrderConflictError, orderValidationError, outOfStock } from './order-checks.ts';
import { orderCode } from './order-code.ts';
import { lockProducts, orderItems, type OrderItem } from './order-facts.ts';
import type { OrderRequest } from './order-request.ts';
import { message } from '../../i18n/messages.ts';

export interface PlacedOrder {
  id: number;
  code: string;
  total: number;
  provider: OrderPaymentProvider | null;
  language: 'vi' | 'en';
  exchangeRate: number;
}

/** How the order is paid (contract): card/wallet/PayPal by provider, payment 2 / pickup 3 by transfer, cash null. */
export function paymentProviderOf(totals: CheckoutTotals, choices: CheckoutChoices, flow: CheckoutFlow): OrderPaymentProvider | null {
  if (totals.onlineProvider) return totals.onlineProvider;
  const transfer = usesPickup(choices, flow) ? choices.payment_in_shop === PICKUP_PAYMENT.bankTransfer : choices.payment_method === PAYMENT_METHOD.bankTransfer;
  return transfer ? 'bank_transfer' : null;
}

async function insertOrder(tx: EntityManager, row: Record<string, unknown>): Promise<{ id: number; code: string }> {
  const [next] = await tx.execute<{ id: string }[]>("select nextval('orders_id_seq') as id");
  const id = Number(next?.id);
  const code = orderCode(id);
  const columns = ['id', 'code', ...Object.keys(row), 'created_at', 'updated_at'];
  const values = [id, code, ...Object.values(row)];
  await tx.execute(
    `insert into orders (${columns.map((c) => `"${c}"`).join(', ')}) values (${values.map(() => '?').join(', ')}, now(), now())`,
    values,
  );
  return { id, code };
}

async function insertLines(tx: EntityManager, orderId: number, items: readonly OrderItem[]): Promise<void> {
  for (const item of items) {
    const line = cartLineOf(item);
    await tx.execute(
      `insert into order_lines (order_id, product_id, name, sku, unit, quantity, unit_price, catext_id, price_ext, line_total)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [orderId, item.id, item.name.slice(0, 500), item.sku, item.unit, item.quantity, lineUnitPrice(line), item.catext_id, extraPrice(line), cartLineTotal(line)],
    );
  }
}

/** Takes the ordered units off the stock, leaves the cart without the ordered lines, spends the bonus. */
async function settleStockCartBonus(tx: EntityManager, userId: number, items: readonly OrderItem[], bonus: number): Promise<void> {
  await tx.execute(
    `update products p set inventory = p.inventory - x.quantity
       from unnest(?::int[], ?::int[]) as x(id, quantity) where p.id = x.id`,
    [intArray(items.map((item) => item.id)), intArray(items.map((item) => item.quantity))],
  );
  await tx.execute('delete from cart_lines where user_id = ? and product_id = any(?::int[])', [userId, intArray(items.map((item) => item.id))]);
  if (bonus > 0) {
    const updated = await tx.execute<{ user_id: number }[]>(
      'update profiles set bonus = bonus - ?, updated_at = now() where user_id = ? and bonus >= ? returning user_id',
      [bonus, userId, bonus],
    );
    if (updated.length === 0) throw new AppError(409, 'bonus_changed', 'The bonus balance changed; reload the checkout');
  }
}

/**
 * POST /v1/orders (spec §7; issue 5 "Placing the order"), in one transaction: recompute every
 * amount with shared/checkout from the rows (the page's own functions), run the spec §5 checks,
 * lock the taken products' rows and check stock, reject a price the page did not show, then write
 * order + lines + snapshot, take the lines out of the cart, spend the bonus, keep the choices as
 * the session cart method and notify the user.
 */
export async function placeOrder(
  em: EntityManager,
  config: AppConfig,
  userId: number,
  request: OrderRequest,
  locale: 'vi' | 'en',
  /** Runs last inside the transaction: the route stores its idempotent answer there (issue 14 item 28). */
  beforeCommit?: (tx: EntityManager, order: PlacedOrder) => Promise<void>,
): Promise<PlacedOrder> {
  const language = request.language ?? locale;
  const currency = currencyOf(language);
  const now = new Date();
  return em.transactional(async (tx) => {
    // Serialises with this user's other cart writes and orders (a replay races nothing).
    await lockCart(tx, { kind: 'user', userId });
    const profile = await checkoutProfile(tx, userId);
    const flow = flowOf(profile);
    const address = flow === 'pickup' ? null : await orderAddress(tx, userId, request.addressId, language);
    const [fees, rate, openingHours] = await Promise.all([checkoutFees(tx, config, profile, address), exchangeRate(tx), loadOpeningHours(tx)]);

    const unlocked = await orderItems(tx, userId);
    const takenIds = effectiveSelection(unlocked.map((item) => item.id), request.selectedIds, selectsAllItems(flow));
    await lockProducts(tx, takenIds);
    // Read again under the lock: the stock and prices a concurrent order may just have changed.
    const items = takenIds.length > 0 ? await orderItems(tx, userId) : unlocked;
    const taken = items.filter((item) => takenIds.includes(item.id));

    // The page's own rule sequence on the server's rows; a collected order's slot is checked
    // against the shop's hours at the shop's time now.
    const { choices, totals, validation: invalid } = resolveCheckout({
      flow,
      language,
      currency,
      exchangeRate: rate,
      lines: items.map(cartLineOf),
      selectedIds: request.selectedIds,
      choices: request.choices,
      transportId: request.transportId,
      fees,
      company: request.company,
      pickupContact: request.pickupContact,
      openingHours,
      now,
    });

    // Issue 14 item 1: no address, no delivery flow (the abroad checks must not answer for it).
    if (needsDeliveryAddress(profile, address !== null)) {
      throw new AppError(400, 'please_select_address', 'Choose a delivery address', { address: 'please_select_address' });
    }
    if (invalid) throw orderValidationError(invalid);

    const changed = changedPrices(taken, request.linePrices);
    if (changed.length > 0) throw new OrderConflictError('price_changed', 'The price of some lines changed', changed);
    if (request.expectedTotal !== totals.total) {
      throw new OrderConflictError('price_changed', 'The order total changed', [{ product_id: 0, name: 'total', expected: request.expectedTotal, actual: totals.total }]);
    }
    const short = outOfStock(taken);
    if (short.length > 0) throw new OrderConflictError('out_of_stock', 'Not enough stock for some lines', short);

    const provider = paymentProviderOf(totals, choices, flow);
    const transport = flow === 'abroad' ? (fees.delivery_companies.find((company) => company.id === request.transportId) ?? null) : null;
    const snapshot = {
      address,
      company: choices.vat === 1 ? request.company : null,
      pickup: usesPickup(choices, flow) ? { date: choices.pickup_date, time: choices.pickup_time, ...request.pickupContact } : null,
      transport,
      totals,
      fees: { cod_payment: fees.cod_payment, tax_rate: fees.tax_rate, increase_price: fees.increase_price },
    };
    const order = await insertOrder(tx, {
      user_id: userId,
      flow,
      language,
      currency,
      exchange_rate: rate,
      status: 'new',
      delivery_method: choices.delivery_method,
      payment_method: usesPickup(choices, flow) ? null : choices.payment_method,
      payment_in_shop: usesPickup(choices, flow) ? choices.payment_in_shop : null,
      delivery_cost: choices.delivery_cost,
      transport_id: transport?.id ?? null,
      vat: choices.vat === 1,
      use_bonus: totals.bonus > 0,
      payment_provider: provider,
      payment_status: 'unpaid',
      goods: totals.goods,
      price_increase: totals.priceIncrease,
      delivery_fee: totals.delivery,
      cod_fee: totals.codFee,
      vat_amount: totals.vat,
      bonus: totals.bonus,
      online_fee: totals.onlineFee,
      total: totals.total,
      content: request.content,
      snapshot: JSON.stringify(snapshot),
    });
    await insertLines(tx, order.id, taken);
    await settleStockCartBonus(tx, userId, taken, totals.bonus);
    await saveCartMethod(tx, userId, cartMethodOf(choices));
    createNotification(tx, {
      userId,
      type: 'order_placed',
      title: message(language, 'order_placed_title', { code: order.code }),
      data: { order_id: order.id, code: order.code, total: totals.total },
      url: `/orders?placed=${order.code}`,
    });
    await queueOrderConfirmation(tx, { orderKind: 'shop', orderId: order.id });
    const placed = { ...order, total: totals.total, provider, language, exchangeRate: rate };
    await beforeCommit?.(tx, placed);
    return placed;
  });
}
