import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, nextStatuses, quoteActionProblem, statusAfterPayment, transitionProblem, type LifecycleOrder, type OrderStatus } from './lifecycle.ts';
import { statusLabel } from './status-labels.ts';

const shop = (status: OrderStatus, more: Partial<LifecycleOrder> = {}): LifecycleOrder => ({ kind: 'shop', status, paymentRequired: false, paid: false, ...more });
const pcb = (status: OrderStatus, more: Partial<LifecycleOrder> = {}): LifecycleOrder => ({ kind: 'pcb', status, paymentRequired: false, paid: false, ...more });
const shipment = { carrier: 'J&T', waybill: '8201234567' };

describe('nextStatuses', () => {
  it('a cash-on-delivery shop order goes new → confirmed → shipped → delivered', () => {
    expect(nextStatuses(shop('new'))).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses(shop('confirmed'))).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses(shop('shipped'))).toEqual(['delivered']);
    expect(nextStatuses(shop('delivered'))).toEqual([]);
    expect(nextStatuses(shop('cancelled'))).toEqual([]);
  });

  it('an unpaid bank-transfer order can only be confirmed or cancelled', () => {
    expect(nextStatuses(shop('new', { paymentRequired: true }))).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses(shop('confirmed', { paymentRequired: true }))).toEqual(['cancelled']);
  });

  it('a paid order that needs payment goes through paid', () => {
    expect(nextStatuses(shop('confirmed', { paymentRequired: true, paid: true }))).toEqual(['paid', 'shipped', 'cancelled']);
    expect(nextStatuses(shop('paid', { paymentRequired: true, paid: true }))).toEqual(['shipped', 'cancelled']);
  });

  it('PCB orders are produced before shipping', () => {
    expect(nextStatuses(pcb('confirmed'))).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses(pcb('paid', { paymentRequired: true, paid: true }))).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses(pcb('in_production'))).toEqual(['shipped', 'cancelled']);
  });

  it('pickup shop orders are handed over at the shop, never shipped', () => {
    expect(nextStatuses(shop('confirmed', { pickup: true }))).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses(shop('paid', { pickup: true, paymentRequired: true, paid: true }))).toEqual(['delivered', 'cancelled']);
  });

  it('every status offered is a valid transition (shipment details given)', () => {
    for (const kind of ['shop', 'pcb'] as const) {
      for (const status of ORDER_STATUSES) {
        for (const paymentRequired of [false, true]) {
          for (const paid of [false, true]) {
            const order = { kind, status, paymentRequired, paid };
            for (const to of nextStatuses(order)) expect(transitionProblem(order, to, shipment)).toBeNull();
          }
        }
      }
    }
  });
});

describe('transitionProblem', () => {
  it('refuses moves the graph does not have', () => {
    expect(transitionProblem(shop('new'), 'delivered')).toBe('invalid_transition');
    expect(transitionProblem(shop('new'), 'new')).toBe('invalid_transition');
    expect(transitionProblem(shop('shipped'), 'confirmed')).toBe('invalid_transition');
    expect(transitionProblem(shop('confirmed'), 'in_production')).toBe('invalid_transition');
    expect(transitionProblem(pcb('confirmed'), 'shipped', shipment)).toBe('invalid_transition');
  });

  it('cancels from any state before shipped, never after', () => {
    for (const status of ['new', 'confirmed', 'paid', 'in_production'] as const) {
      expect(transitionProblem(pcb(status), 'cancelled')).toBeNull();
    }
    expect(transitionProblem(shop('new'), 'cancelled')).toBeNull();
    expect(transitionProblem(shop('paid'), 'cancelled')).toBeNull();
    for (const status of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(transitionProblem(shop(status), 'cancelled')).toBe('invalid_transition');
    }
  });

  it('paid needs a recorded payment and an order that pays before delivery', () => {
    expect(transitionProblem(shop('confirmed', { paymentRequired: true }), 'paid')).toBe('payment_required');
    expect(transitionProblem(shop('confirmed', { paymentRequired: true, paid: true }), 'paid')).toBeNull();
    expect(transitionProblem(shop('new', { paymentRequired: true, paid: true }), 'paid')).toBeNull();
    expect(transitionProblem(shop('confirmed'), 'paid')).toBe('invalid_transition');
  });

  it('an order that needs payment is not produced, shipped or handed over unpaid', () => {
    expect(transitionProblem(shop('confirmed', { paymentRequired: true }), 'shipped', shipment)).toBe('payment_required');
    expect(transitionProblem(pcb('confirmed', { paymentRequired: true }), 'in_production')).toBe('payment_required');
    expect(transitionProblem(shop('confirmed', { paymentRequired: true, pickup: true }), 'delivered')).toBe('payment_required');
    expect(transitionProblem(pcb('confirmed', { paymentRequired: true, paid: true }), 'in_production')).toBeNull();
  });

  it('shipping needs a carrier and a waybill', () => {
    expect(transitionProblem(shop('confirmed'), 'shipped')).toBe('carrier_required');
    expect(transitionProblem(shop('confirmed'), 'shipped', { carrier: ' ', waybill: '1' })).toBe('carrier_required');
    expect(transitionProblem(shop('confirmed'), 'shipped', { carrier: 'J&T' })).toBe('waybill_required');
    expect(transitionProblem(shop('confirmed'), 'shipped', shipment)).toBeNull();
    expect(transitionProblem(pcb('in_production'), 'shipped', shipment)).toBeNull();
  });

  it('delivered only after shipped (or pickup hand-over)', () => {
    expect(transitionProblem(shop('shipped'), 'delivered')).toBeNull();
    expect(transitionProblem(shop('confirmed'), 'delivered')).toBe('invalid_transition');
    expect(transitionProblem(shop('confirmed', { pickup: true }), 'delivered')).toBeNull();
    expect(transitionProblem(shop('confirmed', { pickup: true }), 'shipped', shipment)).toBe('invalid_transition');
  });
});

describe('statusAfterPayment', () => {
  it('moves new and confirmed orders that need payment to paid', () => {
    expect(statusAfterPayment({ status: 'new', paymentRequired: true })).toBe('paid');
    expect(statusAfterPayment({ status: 'confirmed', paymentRequired: true })).toBe('paid');
  });
  it('leaves the others where they are', () => {
    expect(statusAfterPayment({ status: 'new', paymentRequired: false })).toBeNull();
    expect(statusAfterPayment({ status: 'cancelled', paymentRequired: true })).toBeNull();
    expect(statusAfterPayment({ status: 'shipped', paymentRequired: true })).toBeNull();
  });
});

describe('statusLabel', () => {
  it('names every status in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusLabel(status, 'vi')).not.toBe(statusLabel(status, 'en'));
    }
    expect(statusLabel('shipped', 'en')).toBe('Shipped');
  });
});

describe('custom PCB quotes', () => {
  const quote = (status: OrderStatus, more: Partial<LifecycleOrder> = {}) => pcb(status, { customQuote: true, ...more });

  it('staff price a quote while it waits for a price or for the answer, never after', () => {
    expect(quoteActionProblem(quote('new'), 'price')).toBeNull();
    expect(quoteActionProblem(quote('quoted'), 'price')).toBeNull();
    for (const status of ['confirmed', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const) {
      expect(quoteActionProblem(quote(status), 'price')).toBe('invalid_transition');
    }
  });

  it('the customer answers only a priced quote', () => {
    for (const action of ['accept', 'decline'] as const) {
      expect(quoteActionProblem(quote('quoted'), action)).toBeNull();
      expect(quoteActionProblem(quote('new'), action)).toBe('invalid_transition');
      expect(quoteActionProblem(quote('confirmed'), action)).toBe('invalid_transition');
      expect(quoteActionProblem(quote('cancelled'), action)).toBe('invalid_transition');
    }
  });

  it('only custom PCB quotes have these actions', () => {
    expect(quoteActionProblem(pcb('new'), 'price')).toBe('not_custom_quote');
    expect(quoteActionProblem(shop('new', { customQuote: true }), 'accept')).toBe('not_custom_quote');
  });

  it('the status change cannot confirm, pay or produce a quote before it is accepted; it may cancel it', () => {
    expect(nextStatuses(quote('new'))).toEqual(['cancelled']);
    expect(nextStatuses(quote('quoted'))).toEqual(['cancelled']);
    expect(transitionProblem(quote('new'), 'confirmed')).toBe('invalid_transition');
    expect(transitionProblem(quote('quoted'), 'confirmed')).toBe('invalid_transition');
    expect(transitionProblem(quote('new', { paymentRequired: true, paid: true }), 'paid')).toBe('invalid_transition');
    expect(transitionProblem(quote('quoted'), 'quoted')).toBe('invalid_transition');
  });

  it('once accepted it is a PCB order like the others', () => {
    expect(nextStatuses(quote('confirmed'))).toEqual(nextStatuses(pcb('confirmed')));
    expect(nextStatuses(quote('confirmed', { paymentRequired: true, paid: true }))).toEqual(['paid', 'in_production', 'cancelled']);
  });

  it('an order that is not a custom quote is never quoted', () => {
    expect(nextStatuses(pcb('quoted'))).toEqual([]);
    expect(nextStatuses(shop('quoted'))).toEqual([]);
    expect(statusLabel('quoted', 'vi')).toBe('Đã báo giá');
    expect(statusLabel('quoted', 'en')).toBe('Quoted');
  });
});
