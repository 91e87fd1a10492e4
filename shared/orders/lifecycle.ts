/**
 * The order lifecycle shared by shop orders (`orders`) and PCB orders (`pcb_orders`): new → confirmed → paid (when payment applies) → in production (PCB) → shipped
 * (carrier and waybill) → delivered; cancelled from any state before shipped. The server refuses a
 * move this file calls a problem (409 with the reason key); the back office offers `nextStatuses`.
 *
 * Interpretations (the issue is loose here):
 * - "When payment applies" = the order is paid before delivery: bank transfer, card, wallet or
 *   PayPal (`paymentRequired`). Cash on delivery / cash at the shop never passes through `paid`.
 * - A verified payment callback (or staff marking a bank transfer paid) moves `new`/`confirmed` to
 *   `paid` at once (the system actor); staff may also move there once `paid` is true. Nobody may
 *   enter `paid` while the money is not recorded (`payment_required`).
 * - An order that needs payment is not produced or shipped before it is paid (`payment_required`);
 *   a COD order goes confirmed → in production (PCB) / shipped (shop).
 * - PCB orders are produced before shipping: in_production is the only way to shipped for them;
 *   `in_production` does not exist for shop orders.
 * - Shop pickup orders (`pickup: true`) are handed over at the shop: they go to `delivered` from
 *   confirmed/paid and are never `shipped` (no carrier).
 * - Shipping needs both a carrier and a waybill (`carrier_required`, `waybill_required`).
 * - Moving to the status the order already has is `invalid_transition`, as is any move out of
 *   delivered or cancelled.
 * - A custom PCB quote (the fourth quote flow, priced by hand) starts at 0: staff
 *   price it (new → quoted, again while quoted: a corrected price), then the customer accepts it
 *   (quoted → confirmed, the amounts fixed from then on, and the PCB lifecycle goes on) or
 *   declines it (quoted → cancelled). Those three are their own actions (`quoteActionProblem`):
 *   the back office's status change only cancels a quote before it is accepted, so nobody else
 *   confirms, pays or produces a quote that has no price or that the customer has not accepted.
 */

export const ORDER_STATUSES = ['new', 'quoted', 'confirmed', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderKind = 'shop' | 'pcb';
export const ORDER_KINDS: readonly OrderKind[] = ['shop', 'pcb'];

/** Who moved an order: the customer, a staff member (or admin), or the system (payment callback). */
export type TimelineActor = 'customer' | 'staff' | 'system';

/** One step of an order's history as the customer and staff see it. */
export interface TimelineEntry {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
  note: string | null;
  actor: TimelineActor;
}

export interface LifecycleOrder {
  kind: OrderKind;
  status: OrderStatus;
  /** Paid before delivery (bank transfer / online); false for cash on delivery or at the shop. */
  paymentRequired: boolean;
  /** The payment is recorded (verified callback or bank transfer marked paid). */
  paid: boolean;
  /** A shop order collected at the shop (checkout flow `pickup`): never shipped. */
  pickup?: boolean;
  /** A custom PCB quote, priced by hand and accepted by the customer before it is an order. */
  customQuote?: boolean;
}

export interface ShipmentDetails {
  carrier?: string | null | undefined;
  waybill?: string | null | undefined;
}

export type TransitionProblem = 'invalid_transition' | 'payment_required' | 'carrier_required' | 'waybill_required';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The moves the graph allows, before payment and shipment details are looked at (cancel: any state before shipped). */
function graphTargets(order: LifecycleOrder): readonly OrderStatus[] {
  // Before its acceptance a custom quote only moves by its own actions, or is cancelled.
  if (isUnacceptedQuote(order)) return ['cancelled'];
  const pcb = order.kind === 'pcb';
  const handover: OrderStatus = order.pickup && !pcb ? 'delivered' : 'shipped';
  const onward: OrderStatus = pcb ? 'in_production' : handover;
  switch (order.status) {
    case 'new':
      return ['confirmed', 'paid', 'cancelled'];
    case 'quoted':
      // Only custom quotes are ever quoted (handled above).
      return [];
    case 'confirmed':
      return ['paid', onward, 'cancelled'];
    case 'paid':
      return [onward, 'cancelled'];
    case 'in_production':
      return pcb ? ['shipped', 'cancelled'] : ['cancelled'];
    case 'shipped':
      return ['delivered'];
    case 'delivered':
    case 'cancelled':
      return [];
  }
}

/** Null when `order` may move to `to` (payment considered, shipment details not). */
function movementProblem(order: LifecycleOrder, to: OrderStatus): TransitionProblem | null {
  if (!graphTargets(order).includes(to)) return 'invalid_transition';
  if (to === 'paid') {
    if (!order.paymentRequired) return 'invalid_transition';
    return order.paid ? null : 'payment_required';
  }
  const onward = to === 'in_production' || to === 'shipped' || to === 'delivered';
  if (onward && order.paymentRequired && !order.paid) return 'payment_required';
  return null;
}

/**
 * Where `order` may go next, for the back office's choice. Shipping is listed although it still
 * needs a carrier and a waybill (transitionProblem checks those).
 */
export function nextStatuses(order: LifecycleOrder): OrderStatus[] {
  return graphTargets(order).filter((to) => movementProblem(order, to) === null);
}

/** Null when the move is allowed, else the reason key the server answers with (409). */
export function transitionProblem(order: LifecycleOrder, to: OrderStatus, details: ShipmentDetails = {}): TransitionProblem | null {
  const problem = movementProblem(order, to);
  if (problem) return problem;
  if (to === 'shipped') {
    if (!details.carrier?.trim()) return 'carrier_required';
    if (!details.waybill?.trim()) return 'waybill_required';
  }
  return null;
}

/**
 * Where a recorded payment moves the order by itself (the system actor), or null: only an order
 * still new or confirmed that needs payment moves to `paid`.
 */
export function statusAfterPayment(order: Pick<LifecycleOrder, 'status' | 'paymentRequired'>): OrderStatus | null {
  return order.paymentRequired && (order.status === 'new' || order.status === 'confirmed') ? 'paid' : null;
}

/** A custom PCB quote the customer has not accepted yet (new: waiting for a price; quoted: for the answer). */
function isUnacceptedQuote(order: Pick<LifecycleOrder, 'customQuote' | 'kind' | 'status'>): boolean {
  return order.kind === 'pcb' && order.customQuote === true && (order.status === 'new' || order.status === 'quoted');
}

/** What can be done to a custom PCB quote: staff price it, the customer accepts or declines it. */
export type QuoteAction = 'price' | 'accept' | 'decline';

/** Where each quote action moves the quote. */
export const QUOTE_ACTION_STATUS: Readonly<Record<QuoteAction, OrderStatus>> = { price: 'quoted', accept: 'confirmed', decline: 'cancelled' };

/**
 * Null when the quote action is allowed now, else the reason key (409):
 * `not_custom_quote` for anything but a custom PCB quote; `invalid_transition` when the quote is
 * not where the action applies: a price only before the customer's answer (new or quoted), an
 * answer only to a priced quote (quoted).
 */
export function quoteActionProblem(
  order: Pick<LifecycleOrder, 'kind' | 'status' | 'customQuote'>,
  action: QuoteAction,
): 'not_custom_quote' | 'invalid_transition' | null {
  if (order.kind !== 'pcb' || order.customQuote !== true) return 'not_custom_quote';
  if (action === 'price') return order.status === 'new' || order.status === 'quoted' ? null : 'invalid_transition';
  return order.status === 'quoted' ? null : 'invalid_transition';
}

/** Whether a status still waits on the shop (for filters and badges): not delivered nor cancelled. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled';
}
