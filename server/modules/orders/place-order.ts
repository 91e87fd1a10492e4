import { sql, type EntityManager } from '@mikro-orm/postgresql';
import { cartLineTotal, extraPrice, lineUnitPrice } from '#shared/cart/cart-line.ts';
import { effectiveSelection } from '#shared/cart/selection.ts';
import { cartLineOf, currencyOf, flowOf } from '#shared/checkout/totals-input.ts';
import { needsDeliveryAddress, selectsAllItems, type CheckoutFlow } from '#shared/checkout/flow.ts';
import { PAYMENT_METHOD, PICKUP_PAYMENT, usesPickup, type CheckoutChoices } from '#shared/checkout/methods.ts';
import { resolveCheckout } from '#shared/checkout/resolve-checkout.ts';
import type { CheckoutTotals } from '#shared/checkout/totals.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { OrderSchema, type OrderPaymentProvider } from './order.entity.ts';
import { OrderLineSchema } from './order-line.entity.ts';
import { CartLineSchema } from '../cart/cart-line.entity.ts';
import { ProfileSchema } from '../profile/profile.entity.ts';
import { lockCart } from '../cart/index.ts';
import { cartMethodOf, checkoutFees, checkoutProfile, exchangeRate, orderAddress, saveCartMethod } from '../checkout/index.ts';
import { loadOpeningHours } from '../content/index.ts';
import { queueOrderConfirmation } from '../lifecycle/index.ts';
import { createNotification } from '../notifications/index.ts';
import { changedPrices, OrderConflictError, orderValidationError, outOfStock } from './order-checks.ts';
import { orderCode } from './order-code.ts';
import { lockProducts, orderItems, type OrderItem } from './order-item-queries.ts';
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

/** The order's id, drawn first: `code` (NOT NULL, unique) is derived from it and written in the same insert. */
async function nextOrderId(tx: EntityManager): Promise<number> {
  // Raw: a sequence read, which the ORM has no call for.
  const [next] = await tx.execute<{ id: string }[]>("select nextval('orders_id_seq') as id");
  return Number(next?.id);
}

/** The order's lines in one insert, with the name, prices and extra as ordered (spec §3 Cart item fields). */
async function insertLines(tx: EntityManager, orderId: number, items: readonly OrderItem[]): Promise<void> {
  await tx.insertMany(
    OrderLineSchema,
    items.map((item) => {
      const line = cartLineOf(item);
      return {
        order: orderId,
        product: item.id,
        name: item.name.slice(0, 500),
        nameEn: item.nameEn,
        sku: item.sku,
        unit: item.unit,
        quantity: item.quantity,
        unitPrice: lineUnitPrice(line),
        catextId: item.catext_id,
        priceExt: extraPrice(line),
        lineTotal: cartLineTotal(line),
      };
    }),
  );
}

/** Takes the ordered units off the stock, leaves the cart without the ordered lines, spends the bonus. */
async function settleStockCartBonus(tx: EntityManager, userId: number, items: readonly OrderItem[], bonus: number): Promise<void> {
  const ids = items.map((item) => item.id);
  // Raw: one set-based update of many rows, each by its own quantity.
  await tx.execute(
    `update products p set inventory = p.inventory - x.quantity
       from unnest(?::int[], ?::int[]) as x(id, quantity) where p.id = x.id`,
    [intArray(ids), intArray(items.map((item) => item.quantity))],
  );
  await tx.nativeDelete(CartLineSchema, { user: userId, product: { $in: ids } });
  if (bonus > 0) {
    // Spent only while the balance still covers it: 0 rows means another order spent it first.
    const updated = await tx.nativeUpdate(ProfileSchema, { user: userId, bonus: { $gte: bonus } }, { bonus: sql`bonus - ${bonus}`, updatedAt: new Date() });
    if (updated === 0) throw new AppError(409, 'bonus_changed', 'The bonus balance changed; reload the checkout');
  }
}

/**
 * POST /v1/orders (spec §7), in one transaction: recompute every
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
  /** Runs last inside the transaction: the route stores its idempotent answer there. */
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

    // No address, no delivery flow (the abroad checks must not answer for it).
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
    const id = await nextOrderId(tx);
    const order = { id, code: orderCode(id) };
    await tx.insert(OrderSchema, {
      ...order,
      user: userId,
      flow,
      language,
      currency,
      exchangeRate: rate,
      status: 'new',
      deliveryMethod: choices.delivery_method,
      paymentMethod: usesPickup(choices, flow) ? null : choices.payment_method,
      paymentInShop: usesPickup(choices, flow) ? choices.payment_in_shop : null,
      deliveryCost: choices.delivery_cost,
      transportId: transport?.id ?? null,
      vat: choices.vat === 1,
      useBonus: totals.bonus > 0,
      paymentProvider: provider,
      paymentStatus: 'unpaid',
      goods: totals.goods,
      priceIncrease: totals.priceIncrease,
      deliveryFee: totals.delivery,
      codFee: totals.codFee,
      vatAmount: totals.vat,
      bonus: totals.bonus,
      onlineFee: totals.onlineFee,
      total: totals.total,
      content: request.content,
      snapshot,
      createdAt: now,
      updatedAt: now,
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
