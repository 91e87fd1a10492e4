import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_OPENING_HOURS } from '#shared/checkout/opening-hours.ts';
import { addDays, pickupSlots, shopClock } from '#shared/checkout/pickup-slots.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: {
      payments: {
        vnpay: { tmnCode: 'TESTTMN1', hashSecret: 'secret-for-tests', payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' },
        momo: null,
        paypal: null,
        bankTransfer: { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '0071000123456', accountName: 'CONG TY LINH KIEN VIET' },
      },
    },
  });
});
afterAll(() => t.close());

const lineArb = fc.record({
  price: fc.integer({ min: 1_000, max: 3_000_000 }),
  discount: fc.option(fc.record({ from: fc.integer({ min: 2, max: 50 }), percent: fc.integer({ min: 1, max: 40 }) }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 60 }),
  selected: fc.boolean(),
});

const caseArb = fc.record({
  profile: fc.record({
    country: fc.constantFrom('vn' as const, 'us' as const),
    buyonshop: fc.boolean(),
    isTax: fc.boolean(),
    bonus: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })),
  }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  choices: fc.record({
    payment_method: fc.integer({ min: 1, max: 5 }),
    delivery_method: fc.integer({ min: 1, max: 4 }),
    payment_in_shop: fc.constantFrom(2, 3, 6, 7, 8),
    delivery_cost: fc.constantFrom(0 as const, 1 as const),
    vat: fc.constantFrom(0 as const, 1 as const),
    use_bonus: fc.boolean(),
  }),
  transport: fc.integer({ min: -1, max: 2 }),
  language: fc.constantFrom('vi' as const, 'en' as const),
  /** Whether the page chose a pickup slot (kept only for orders collected in the shop, which need one). */
  slot: fc.constantFrom(true, true, true, false),
});

/** Tomorrow's first pickup slot in the demo opening hours (always open), shop time. */
function tomorrowsFirstSlot(): { pickup_date: string; pickup_time: string } {
  const date = addDays(shopClock(new Date()).date, 1);
  return { pickup_date: date, pickup_time: pickupSlots(date, DEMO_OPENING_HOURS).find((slot) => !slot.disabled)!.id };
}

describe("the server's order total equals the page's (shared/checkout on both sides)", () => {
  test('for random carts, profiles and method choices: the order is placed at the page total, or refused with the page’s own §5 key', async () => {
    const outcomes = { placed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(caseArb, async (sample) => {
        const who = await buyer(t, {
          country: sample.profile.country,
          buyonshop: sample.profile.buyonshop,
          isTax: sample.profile.isTax,
          bonus: sample.profile.bonus,
        });
        const ids: number[] = [];
        for (const line of sample.lines) {
          const breaks = line.discount ? [{ quantity: line.discount.from, price: Math.floor((line.price * (100 - line.discount.percent)) / 100) }] : [];
          const id = await stockedProduct(t, { price: line.price, inventory: 1_000, breaks });
          await addToCart(t, who, id, line.quantity);
          ids.push(id);
        }
        const selectedIds = ids.filter((_, index) => sample.lines[index]!.selected);
        const company = { company: 'Công ty TNHH Linh Kiện', taxcode: '0312345678', company_address: '5 Nguyễn Huệ, TP.HCM' };
        const companies = await t.orm.em.fork().execute<{ id: number }[]>('select id from delivery_companies order by position, id');
        const transportId = sample.transport < 0 ? null : (companies[sample.transport]?.id ?? null);
        const page = await pageOrder(t, who, {
          choices: { ...sample.choices, ...(sample.slot ? tomorrowsFirstSlot() : {}) },
          selectedIds,
          transportId,
          language: sample.language,
          company,
          pickupContact: { name: 'Lê Văn C', phone: '0987654321' },
        });

        const response = await postOrder(t, who, page.fields);
        if (page.invalid) {
          // The page would not have sent it; the server refuses it with the same key.
          expect(response.statusCode).toBe(400);
          expect(response.json().error.code).toBe(page.invalid.key);
          outcomes.refused += 1;
          return;
        }
        expect(response.statusCode, response.body).toBe(200);
        const [order] = await orderRows(t, who.user.id);
        expect(Number(order?.total)).toBe(page.totals.total);
        expect(Number(order?.bonus)).toBe(page.totals.bonus);
        expect(Number(order?.vat_amount)).toBe(page.totals.vat);
        outcomes.placed += 1;
      }),
      { numRuns: 25 },
    );
    // Not vacuous: most random orders are valid and were placed at the page's total.
    expect(outcomes.placed).toBeGreaterThan(outcomes.refused / 2);
    console.info(`order total property: ${outcomes.placed} placed, ${outcomes.refused} refused with the page's key`);
  }, 240_000);
});
