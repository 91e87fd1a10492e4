import { describe, expect, test } from 'vitest';
import type { CartMethod, MethodContext } from '#shared/checkout/methods.ts';
import { EMPTY_DRAFT, initialChoices, initialCompany, restoreDraft, type CheckoutDraft } from './checkout-draft.ts';

const vietnam: MethodContext = { flow: 'vietnam', language: 'vi', providers: { card: true, wallet: true, paypal: true }, vatAllowed: true, bonusOffered: true };
const serverMethod: CartMethod = { payment_method: 2, delivery_method: 3, delivery_cost: 1, payment_in_shop: 2, vat: 0 };

describe('restoreDraft (choices persistence across reloads)', () => {
  test('a draft written by the page reads back the same', () => {
    const draft: CheckoutDraft = {
      choices: { payment_method: 4, delivery_method: 1, delivery_cost: 0, payment_in_shop: 7, vat: 1, use_bonus: true, pickup_date: '2026-11-23', pickup_time: '15:00-16:00' },
      transportId: 2,
      content: 'Gọi trước khi giao',
      company: { company: 'Công ty A', taxcode: '0312345678', company_address: '1 Lê Lợi' },
      pickupContact: { name: 'An', phone: '0912345678' },
    };
    expect(restoreDraft(structuredClone(draft))).toEqual(draft);
  });

  test('nothing stored, or something else, gives the empty draft', () => {
    expect(restoreDraft(undefined)).toEqual(EMPTY_DRAFT);
    expect(restoreDraft('x')).toEqual(EMPTY_DRAFT);
    expect(restoreDraft([1, 2])).toEqual(EMPTY_DRAFT);
  });

  test('malformed parts fall back one by one', () => {
    const restored = restoreDraft({
      choices: { payment_method: '1', delivery_method: 2, payment_in_shop: 2 },
      transportId: 1.5,
      content: 12,
      company: { company: 'Công ty A', taxcode: 99 },
      pickupContact: null,
    });
    expect(restored).toEqual({ ...EMPTY_DRAFT, company: { company: 'Công ty A', taxcode: '', company_address: '' } });
  });

  test('a pickup date that is not a date is dropped, long text is cut to the field limits', () => {
    const restored = restoreDraft({
      choices: { payment_method: 1, delivery_method: 1, payment_in_shop: 2, delivery_cost: 7, vat: 'yes', use_bonus: 1, pickup_date: 'tomorrow', pickup_time: '09:00-10:00' },
      company: { taxcode: '0'.repeat(40) },
    });
    expect(restored.choices).toEqual({ payment_method: 1, delivery_method: 1, payment_in_shop: 2, delivery_cost: 0, vat: 0, use_bonus: false, pickup_date: null, pickup_time: '09:00-10:00' });
    expect(restored.company.taxcode).toHaveLength(14);
  });
});

describe('initialChoices', () => {
  test('without a draft the server cart method is the start, with bonus off and no pickup', () => {
    expect(initialChoices(serverMethod, EMPTY_DRAFT, vietnam)).toEqual({ ...serverMethod, use_bonus: false, pickup_date: null, pickup_time: null });
  });

  test('the browser draft wins over the server method', () => {
    const draft = { ...EMPTY_DRAFT, choices: { payment_method: 3, delivery_method: 2, delivery_cost: 0 as const, payment_in_shop: 2, vat: 0 as const, use_bonus: true, pickup_date: null, pickup_time: null } };
    expect(initialChoices(serverMethod, draft, vietnam)).toMatchObject({ payment_method: 3, use_bonus: true });
  });

  test("the stored choices are made consistent with today's context (English mode hides the card)", () => {
    const draft = { ...EMPTY_DRAFT, choices: { payment_method: 3, delivery_method: 2, delivery_cost: 1 as const, payment_in_shop: 6, vat: 1 as const, use_bonus: true, pickup_date: null, pickup_time: null } };
    const english = { ...vietnam, language: 'en' as const, vatAllowed: false, bonusOffered: false };
    expect(initialChoices(serverMethod, draft, english)).toEqual({
      payment_method: 1,
      delivery_method: 2,
      delivery_cost: 0,
      payment_in_shop: 2,
      vat: 0,
      use_bonus: false,
      pickup_date: null,
      pickup_time: null,
    });
  });

  test('the pickup flow forces delivery 1 whatever was stored', () => {
    expect(initialChoices(serverMethod, EMPTY_DRAFT, { ...vietnam, flow: 'pickup' }).delivery_method).toBe(1);
  });
});

describe('initialCompany', () => {
  const profile = { company: 'Hồ sơ', taxcode: '0100000000', company_address: 'Hà Nội' };
  test("starts from the profile's company data", () => {
    expect(initialCompany(EMPTY_DRAFT, profile)).toEqual(profile);
  });
  test('keeps what the user typed before', () => {
    const typed = { company: 'Đã gõ', taxcode: '', company_address: '' };
    expect(initialCompany({ ...EMPTY_DRAFT, company: typed }, profile)).toEqual(typed);
  });
});
