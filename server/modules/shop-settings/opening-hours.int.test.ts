import { describe, expect, test } from 'vitest';
import type { FooterResponse } from '#shared/content/schemas.ts';
import type { DayHours } from '#shared/checkout/opening-hours.ts';
import { addDays, pickupSlots, shopClock } from '#shared/checkout/pickup-slots.ts';
import type { OpeningHoursResponse } from '#shared/shop-settings/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';
import { addToCart, buyer, checkoutOf, orderRows, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const URL = '/v1/admin/settings/opening-hours';
const CONTACT = { name: 'Trần Thị B', phone: '0912345678' };

async function saveHours(who: SignedIn | null, hours: unknown) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: csrfHeaders(who?.cookie), payload: { opening_hours: hours } as object });
  return { status: response.statusCode, body: response.json<OpeningHoursResponse & { error?: { code: string; fields?: Record<string, string> } }>() };
}

async function storedHours(): Promise<OpeningHoursResponse['opening_hours']> {
  return (await t.app.inject({ url: URL, headers: { cookie: staff.cookie } })).json<OpeningHoursResponse>().opening_hours;
}

async function marquee(): Promise<string | undefined> {
  const footer = (await t.app.inject('/v1/get-footer')).json<FooterResponse>();
  return footer.basics.find((basic) => basic.key === 'marquee')?.value;
}

describe('opening hours and the pickup slots made from them', () => {
  test('guests and customers get 403 and change nothing', async () => {
    const before = await storedHours();
    expect((await t.app.inject(URL)).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const closed = [null, null, null, null, null, null, before[6]];
    expect((await saveHours(customer, closed)).status).toBe(403);
    expect((await saveHours(null, closed)).status).toBe(403);
    expect(await storedHours()).toEqual(before);
  });

  test('bad hours are refused beside the day they are on, and nothing is written', async () => {
    const before = await storedHours();
    const week = [...before];
    week[2] = { opens: '18:00', closes: '08:00', lunch: null };
    week[4] = { opens: '08:00', closes: '17:00', lunch: { from: '07:00', to: '09:00' } };
    week[5] = { opens: '08:10', closes: '17:00', lunch: null };
    const refused = await saveHours(staff, week);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed', fields: { day_2: 'closes_before_opens', day_4: 'lunch_outside_hours', day_5: 'time_not_quarter_hour' } });
    expect((await saveHours(staff, [null, null, null, null, null, null, null])).body.error?.fields).toEqual({ days: 'shop_never_open' });
    // The schema refuses what is not a week of 'HH:MM' times at all.
    expect((await saveHours(staff, before.slice(1))).status).toBe(400);
    expect((await saveHours(staff, [{ opens: '7:30', closes: '18:00', lunch: null }, ...before.slice(1)])).status).toBe(400);
    expect(await storedHours()).toEqual(before);
  });

  test("new hours for tomorrow: checkout offers their slots, refuses a slot outside them, the footer says them; the change is recorded", async () => {
    const who = await buyer(t, { buyonshop: true });
    const part = await stockedProduct(t, { price: 50_000, inventory: 20 });
    await addToCart(t, who, part, 1);
    const tomorrow = addDays(shopClock(new Date()).date, 1);
    const weekday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay();
    const before = await storedHours();
    // A morning slot the current hours offer tomorrow, and a page that chose it.
    const early = pickupSlots(tomorrow, before).find((slot) => !slot.disabled && slot.start < 10 * 60)!;
    const stale = await pageOrder(t, who, { pickupContact: CONTACT, choices: { pickup_date: tomorrow, pickup_time: early.id } });
    expect(stale.invalid).toBeNull();

    const afternoon: DayHours = { opens: '13:00', closes: '19:30', lunch: null };
    const week = [...before];
    week[weekday] = afternoon;
    const saved = await saveHours(staff, week);
    expect(saved.status).toBe(200);
    expect(saved.body.opening_hours[weekday]).toEqual(afternoon);
    expect(saved.body.changes[0]).toMatchObject({ action: 'update', user_name: staff.user.fullname, before: { [weekday]: before[weekday] }, after: { [weekday]: afternoon } });
    expect(Object.keys(saved.body.changes[0]!.after!)).toEqual([String(weekday)]);

    // Checkout reads the new hours; their slots are the ones offered.
    const context = await checkoutOf(t, who);
    expect(context.opening_hours[weekday]).toEqual(afternoon);
    expect(pickupSlots(tomorrow, context.opening_hours).map((slot) => slot.id)).toEqual(['13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00', '18:00-19:30']);

    // The page that still holds the morning slot is refused by the server, nothing written.
    const refused = await postOrder(t, who, stale.fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'invalid_pickup_time', fields: { pickup_time: 'invalid_pickup_time' } });
    expect(await orderRows(t, who.user.id)).toEqual([]);

    // A slot of the new hours goes through.
    const late = await pageOrder(t, who, { pickupContact: CONTACT, choices: { pickup_date: tomorrow, pickup_time: '18:00-19:30' } });
    expect(late.invalid).toBeNull();
    expect((await postOrder(t, who, late.fields)).statusCode).toBe(200);

    // The footer's (and the contact page's) opening-hours text is made from the same rows.
    expect(await marquee()).toContain('13:00 - 19:30');

    // Closing the day altogether: the slot is refused too, the footer says closed.
    week[weekday] = null;
    expect((await saveHours(staff, week)).status).toBe(200);
    expect((await checkoutOf(t, who)).opening_hours[weekday]).toBeNull();
    expect(await marquee()).toContain(': nghỉ');

    // Put back for the other tests: the same week saved twice records one change, not two.
    expect((await saveHours(staff, before)).status).toBe(200);
    const again = await saveHours(staff, before);
    expect(again.body.opening_hours).toEqual(before);
    expect(again.body.changes).toHaveLength(3);
  });
});
