import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CheckoutFlow } from './flow.ts';
import {
  applyMethodChange,
  availableMethods,
  defaultChoices,
  deliveryCostOffered,
  normalizeChoices,
  setPickup,
  setUseBonus,
  usesPickup,
  type CheckoutChoices,
  type MethodChange,
  type MethodContext,
} from './methods.ts';

function context(overrides: Partial<MethodContext> = {}): MethodContext {
  return {
    flow: 'vietnam',
    language: 'vi',
    providers: { card: true, wallet: true, paypal: true },
    vatAllowed: true,
    bonusOffered: true,
    ...overrides,
  };
}

function choices(overrides: Partial<CheckoutChoices> = {}): CheckoutChoices {
  return {
    delivery_method: 1,
    payment_method: 1,
    payment_in_shop: 2,
    delivery_cost: 0,
    vat: 0,
    use_bonus: true,
    pickup_date: '2026-11-23',
    pickup_time: '09:00-10:00',
    ...overrides,
  };
}

describe('method codes offered (spec §4)', () => {
  test('Vietnam: delivery 1-4, payment 1-5, pickup payments 2, 3, 6, 7, 8', () => {
    expect(availableMethods(context())).toEqual({ deliveryMethods: [1, 2, 3, 4], paymentMethods: [1, 2, 3, 4, 5], pickupPayments: [2, 3, 6, 7, 8] });
  });
  test('English mode hides card and wallet', () => {
    expect(availableMethods(context({ language: 'en' }))).toEqual({ deliveryMethods: [1, 2, 3, 4], paymentMethods: [1, 2, 5], pickupPayments: [2, 3, 8] });
  });
  test('abroad offers bank transfer and PayPal, no delivery method and no pickup', () => {
    expect(availableMethods(context({ flow: 'abroad' }))).toEqual({ deliveryMethods: [], paymentMethods: [2, 5], pickupPayments: [] });
  });
  test('in-shop offers delivery 1 and the pickup payments only', () => {
    expect(availableMethods(context({ flow: 'pickup' }))).toEqual({ deliveryMethods: [1], paymentMethods: [], pickupPayments: [2, 3, 6, 7, 8] });
  });
  test('a provider that is not configured is hidden', () => {
    const offered = availableMethods(context({ providers: { card: false, wallet: true, paypal: false } }));
    expect(offered.paymentMethods).toEqual([1, 2, 4]);
    expect(offered.pickupPayments).toEqual([2, 3, 7]);
  });
});

describe('applyMethodChange (spec §4)', () => {
  test('changing a method turns the bonus off and clears pickup date and time', () => {
    const next = applyMethodChange(choices(), { method: 'payment_in_shop', value: 3 }, context());
    expect(next).toMatchObject({ payment_in_shop: 3, use_bonus: false, pickup_date: null, pickup_time: null });
  });
  test('changing the delivery method clears the pickup slot', () => {
    const next = applyMethodChange(choices(), { method: 'delivery_method', value: 2 }, context());
    expect(next).toMatchObject({ delivery_method: 2, pickup_date: null, pickup_time: null, use_bonus: false });
  });
  test('ticking VAT is not a method choice: bonus and pickup stay', () => {
    const next = applyMethodChange(choices(), { method: 'vat', value: 1 }, context());
    expect(next).toMatchObject({ vat: 1, use_bonus: true, pickup_time: '09:00-10:00' });
  });
  test('choosing the value already held resets nothing', () => {
    expect(applyMethodChange(choices(), { method: 'delivery_method', value: 1 }, context())).toEqual(choices());
  });
  test('a code that is not offered is ignored', () => {
    expect(applyMethodChange(choices(), { method: 'payment_in_shop', value: 4 }, context())).toEqual(choices());
    expect(applyMethodChange(choices(), { method: 'payment_in_shop', value: 6 }, context({ language: 'en' }))).toEqual(choices());
  });
  test('English mode resets a payment method outside {1,2,5} to 1', () => {
    const next = applyMethodChange(choices({ delivery_method: 2, payment_method: 3 }), { method: 'delivery_method', value: 3 }, context({ language: 'en' }));
    expect(next.payment_method).toBe(1);
  });
  test('English mode resets a pickup payment outside {2,3,8} to 2', () => {
    expect(normalizeChoices(choices({ payment_in_shop: 7 }), context({ language: 'en' })).payment_in_shop).toBe(2);
    expect(normalizeChoices(choices({ payment_in_shop: 8 }), context({ language: 'en' })).payment_in_shop).toBe(8);
  });
  test('in-shop mode forces delivery 1', () => {
    expect(normalizeChoices(choices({ delivery_method: 3 }), context({ flow: 'pickup' })).delivery_method).toBe(1);
    expect(applyMethodChange(choices(), { method: 'delivery_method', value: 2 }, context({ flow: 'pickup' })).delivery_method).toBe(1);
  });
  test('abroad forces payment 2 unless it is 2 or 5', () => {
    const abroad = context({ flow: 'abroad' });
    expect(normalizeChoices(choices({ payment_method: 1 }), abroad).payment_method).toBe(2);
    expect(normalizeChoices(choices({ payment_method: 4 }), abroad).payment_method).toBe(2);
    expect(normalizeChoices(choices({ payment_method: 5 }), abroad).payment_method).toBe(5);
    expect(applyMethodChange(choices({ payment_method: 2 }), { method: 'payment_method', value: 5 }, abroad).payment_method).toBe(5);
  });
  test('the delivery_cost toggle is offered only when payment method is above 1', () => {
    expect(deliveryCostOffered({ delivery_method: 2, payment_method: 1 }, 'vietnam')).toBe(false);
    expect(deliveryCostOffered({ delivery_method: 2, payment_method: 2 }, 'vietnam')).toBe(true);
    expect(deliveryCostOffered({ delivery_method: 1, payment_method: 2 }, 'vietnam')).toBe(false);
    const delivered = choices({ delivery_method: 2, payment_method: 2 });
    const on = applyMethodChange(delivered, { method: 'delivery_cost', value: 1 }, context());
    expect(on.delivery_cost).toBe(1);
    expect(applyMethodChange(on, { method: 'payment_method', value: 1 }, context()).delivery_cost).toBe(0);
    expect(applyMethodChange(choices({ delivery_method: 2 }), { method: 'delivery_cost', value: 1 }, context()).delivery_cost).toBe(0);
  });
  test('a provider switched off falls back to the default payment', () => {
    const off = context({ providers: { card: false, wallet: false, paypal: false } });
    expect(normalizeChoices(choices({ payment_method: 3, payment_in_shop: 8 }), off)).toMatchObject({ payment_method: 1, payment_in_shop: 2 });
    expect(normalizeChoices(choices({ payment_method: 5 }), { ...off, flow: 'abroad' }).payment_method).toBe(2);
  });
  test('VAT cannot stay ticked when it is not allowed', () => {
    expect(applyMethodChange(choices(), { method: 'vat', value: 1 }, context({ vatAllowed: false })).vat).toBe(0);
    expect(normalizeChoices(choices({ vat: 1 }), context({ vatAllowed: false })).vat).toBe(0);
  });
  test('pickup date and time are kept only when the order is collected', () => {
    expect(usesPickup({ delivery_method: 1 }, 'vietnam')).toBe(true);
    expect(usesPickup({ delivery_method: 1 }, 'abroad')).toBe(false);
    expect(setPickup(choices({ delivery_method: 2 }), { date: '2026-11-23', time: '08:00-09:00' }, context()).pickup_time).toBeNull();
    expect(setPickup(choices(), { date: '2026-11-24', time: '08:00-09:00' }, context({ flow: 'pickup' }))).toMatchObject({
      pickup_date: '2026-11-24',
      pickup_time: '08:00-09:00',
    });
  });
  test("'use bonus' stays off when the bonus is not offered", () => {
    expect(setUseBonus(choices({ use_bonus: false }), true, context()).use_bonus).toBe(true);
    expect(setUseBonus(choices({ use_bonus: false }), true, context({ bonusOffered: false })).use_bonus).toBe(false);
  });
  test('defaults: Vietnam express with cash on delivery, abroad bank transfer, pickup delivery 1', () => {
    expect(defaultChoices(context())).toMatchObject({ delivery_method: 2, payment_method: 1, payment_in_shop: 2, vat: 0, use_bonus: false });
    expect(defaultChoices(context({ flow: 'abroad' })).payment_method).toBe(2);
    expect(defaultChoices(context({ flow: 'pickup' })).delivery_method).toBe(1);
  });
});

const flowArb = fc.constantFrom<CheckoutFlow>('vietnam', 'abroad', 'pickup');
const contextArb = fc.record({
  flow: flowArb,
  language: fc.constantFrom<'vi' | 'en'>('vi', 'en'),
  providers: fc.record({ card: fc.boolean(), wallet: fc.boolean(), paypal: fc.boolean() }),
  vatAllowed: fc.boolean(),
  bonusOffered: fc.boolean(),
});
const changeArb: fc.Arbitrary<MethodChange> = fc.record({
  method: fc.constantFrom('payment_method', 'delivery_method', 'payment_in_shop', 'delivery_cost', 'vat'),
  value: fc.integer({ min: -1, max: 9 }),
});
const choicesArb: fc.Arbitrary<CheckoutChoices> = fc.record({
  delivery_method: fc.integer({ min: 0, max: 5 }),
  payment_method: fc.integer({ min: 0, max: 9 }),
  payment_in_shop: fc.integer({ min: 0, max: 9 }),
  delivery_cost: fc.constantFrom<0 | 1>(0, 1),
  vat: fc.constantFrom<0 | 1>(0, 1),
  use_bonus: fc.boolean(),
  pickup_date: fc.constantFrom(null, '2026-11-23'),
  pickup_time: fc.constantFrom(null, '09:00-10:00'),
});

function expectInvariants(state: CheckoutChoices, ctx: MethodContext): void {
  const offered = availableMethods(ctx);
  if (ctx.language === 'en') {
    expect([1, 2, 5]).toContain(state.payment_method);
    expect([2, 3, 8]).toContain(state.payment_in_shop);
  }
  if (ctx.flow === 'abroad') expect([2, 5]).toContain(state.payment_method);
  if (ctx.flow === 'pickup') expect(state.delivery_method).toBe(1);
  if (ctx.flow !== 'pickup') expect(offered.paymentMethods).toContain(state.payment_method);
  if (ctx.flow !== 'abroad') expect(offered.pickupPayments).toContain(state.payment_in_shop);
  if (state.delivery_cost === 1) expect(deliveryCostOffered(state, ctx.flow)).toBe(true);
  if (!usesPickup(state, ctx.flow)) expect([state.pickup_date, state.pickup_time]).toEqual([null, null]);
  if (!ctx.vatAllowed) expect(state.vat).toBe(0);
  if (!ctx.bonusOffered) expect(state.use_bonus).toBe(false);
}

describe('method state properties', () => {
  test('after any sequence of method changes the state satisfies every invariant', () => {
    fc.assert(
      fc.property(contextArb, choicesArb, fc.array(changeArb, { maxLength: 12 }), (ctx, start, changes) => {
        let state = normalizeChoices(start, ctx);
        expectInvariants(state, ctx);
        for (const change of changes) {
          const before = state;
          state = applyMethodChange(state, change, ctx);
          expectInvariants(state, ctx);
          const changedMethod = (['delivery_method', 'payment_method', 'payment_in_shop', 'delivery_cost'] as const).some((key) => before[key] !== state[key]);
          if (changedMethod) expect([state.use_bonus, state.pickup_date, state.pickup_time]).toEqual([false, null, null]);
        }
      }),
    );
  });
  test('normalizing twice changes nothing more', () => {
    fc.assert(
      fc.property(contextArb, choicesArb, (ctx, start) => {
        const once = normalizeChoices(start, ctx);
        expect(normalizeChoices(once, ctx)).toEqual(once);
      }),
    );
  });
});
