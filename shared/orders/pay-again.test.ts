import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cartLineTotal, type CartLine } from '../cart/cart-line.ts';
import { checkoutTotals, type CheckoutFees } from '../checkout/totals.ts';
import { ONLINE_PAYMENT_MINIMUM_VND } from '../checkout/validation.ts';
import { amountDue, canPayAgain, type StoredOrderAmounts } from './pay-again.ts';

describe('canPayAgain', () => {
  test('an unpaid online order that still waits on the shop may be paid again', () => {
    for (const provider of ['pay_online', 'pay_momo', 'paypal']) {
      expect(canPayAgain({ provider, paymentStatus: 'unpaid', status: 'new' })).toBe(true);
      expect(canPayAgain({ provider, paymentStatus: 'unpaid', status: 'confirmed' })).toBe(true);
    }
  });

  test('never a paid, cancelled or handed-over order, nor cash or a bank transfer', () => {
    expect(canPayAgain({ provider: 'pay_online', paymentStatus: 'paid', status: 'paid' })).toBe(false);
    expect(canPayAgain({ provider: 'pay_online', paymentStatus: 'paid', status: 'new' })).toBe(false);
    expect(canPayAgain({ provider: 'pay_momo', paymentStatus: 'unpaid', status: 'cancelled' })).toBe(false);
    expect(canPayAgain({ provider: 'paypal', paymentStatus: 'unpaid', status: 'shipped' })).toBe(false);
    expect(canPayAgain({ provider: 'bank_transfer', paymentStatus: 'unpaid', status: 'new' })).toBe(false);
    expect(canPayAgain({ provider: null, paymentStatus: 'unpaid', status: 'new' })).toBe(false);
  });
});

const FEES: CheckoutFees = {
  locations: [{ level: 1, payment: 32_000 }],
  cod_payment: 15_000,
  is_tax: true,
  increase_price: 3,
  pay_online: { enable: true, value: 1.1, value_en: 0 },
  pay_momo: { enable: true, value: 1.5, value_en: 2_000 },
  paypal: { enable: true, value: 4.4, value_en: 7_000 },
  delivery_companies: [],
  bonus: 47_300,
};

function line(id: number, price: number, quantity: number): CartLine {
  return { id, price, prices: [], multiples: 1, inventory: 1_000_000, category_extras: [], quantity, catext_id: null };
}

describe('amountDue: the stored order recomputed', () => {
  test('the parts the checkout stored add up to the total it charged (any cart, VAT, bonus and provider)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3_000_000 }), fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(3, 4),
        fc.boolean(),
        fc.boolean(),
        (rows, paymentMethod, vat, useBonus) => {
          const lines = rows.map(([price, quantity], index) => line(index + 1, price, quantity));
          const totals = checkoutTotals({
            flow: 'vietnam',
            currency: 'VND',
            lines,
            selectedIds: lines.map((item) => item.id),
            transportId: null,
            fees: FEES,
            choices: { delivery_method: 2, payment_method: paymentMethod, payment_in_shop: 2, delivery_cost: 0, vat: vat ? 1 : 0, use_bonus: useBonus, pickup_date: null, pickup_time: null },
          });
          // Spec §5: an online payment under the minimum net is refused at checkout, so no stored
          // order has one (a bonus can bring the net to nothing).
          fc.pre(totals.net >= ONLINE_PAYMENT_MINIMUM_VND);
          const stored: StoredOrderAmounts = {
            goods: totals.goods,
            priceIncrease: totals.priceIncrease,
            delivery: totals.delivery,
            codFee: totals.codFee,
            vat: totals.vat,
            bonus: totals.bonus,
            onlineFee: totals.onlineFee,
            rounding: totals.rounding,
            total: totals.total,
          };
          expect(amountDue(stored, lines.map(cartLineTotal))).toBe(totals.total);
        },
      ),
    );
  });

  const ORDER: StoredOrderAmounts = { goods: 1_000_000, priceIncrease: 0, delivery: 32_000, codFee: 0, vat: 0, bonus: 0, onlineFee: 11_352, rounding: 48, total: 1_043_400 };

  test('a worked example: 1,000,000 + 32,000 + 1.1 % online fee 11,352, rounded up by 48 to 1,043,400', () => {
    expect(amountDue(ORDER, [600_000, 400_000])).toBe(1_043_400);
  });

  test('a record that disagrees with itself is never charged', () => {
    expect(amountDue(ORDER, [600_000])).toBeNull();
    expect(amountDue({ ...ORDER, total: 1_043_500 }, [1_000_000])).toBeNull();
    expect(amountDue({ ...ORDER, rounding: 148, total: 1_043_500 }, [1_000_000])).toBeNull();
    expect(amountDue({ ...ORDER, goods: 0, onlineFee: 0, delivery: 0, rounding: 0, total: 0 }, [])).toBeNull();
  });
});
