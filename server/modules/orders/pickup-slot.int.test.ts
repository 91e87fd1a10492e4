import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FooterResponse } from '#shared/content/schemas.ts';
import { openingHoursText } from '#shared/checkout/opening-hours.ts';
import { addDays, pickupSlots, shopClock } from '#shared/checkout/pickup-slots.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, cartOf, checkoutOf, orderRows, pageOrder, postOrder, stockedProduct } from './order-test-kit.ts';

// An order collected in the shop needs a pickup date and slot; the slots come
// from the shop's opening hours, the setting the footer's opening-hours text comes from too.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CONTACT = { name: 'Trần Thị B', phone: '0912345678' };

async function inventoryOf(productId: number): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ inventory: number }[]>('select inventory from products where id = ?', [productId]);
  return Number(row?.inventory);
}

async function footer(): Promise<FooterResponse> {
  return (await t.app.inject({ method: 'GET', url: '/v1/get-footer' })).json();
}

describe('a pickup without a slot', () => {
  test('in the in-shop (buyonshop) flow: 400 please_select_pickup_time on pickup_time, nothing written', async () => {
    const who = await buyer(t, { buyonshop: true });
    const part = await stockedProduct(t, { price: 50_000, inventory: 20 });
    await addToCart(t, who, part, 2);
    const page = await pageOrder(t, who, { pickupContact: CONTACT });
    expect(page.choices.pickup_date).toBeNull();
    // The page's own check says the same before sending.
    expect(page.invalid).toEqual({ key: 'please_select_pickup_time', field: 'pickup_time' });

    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'please_select_pickup_time', fields: { pickup_time: 'please_select_pickup_time' } });
    expect(await orderRows(t, who.user.id)).toEqual([]);
    expect(await inventoryOf(part)).toBe(20);
    expect((await cartOf(t, who)).carts_details.map((line) => line.quantity)).toEqual([2]);

    // A date without a slot is no better.
    const tomorrow = addDays(shopClock(new Date()).date, 1);
    const half = await pageOrder(t, who, { pickupContact: CONTACT, choices: { pickup_date: tomorrow, pickup_time: null } });
    expect((await postOrder(t, who, half.fields)).json().error.code).toBe('please_select_pickup_time');
  });

  test('a Vietnam customer collecting in the shop (delivery 1) needs a slot too', async () => {
    const who = await buyer(t);
    const part = await stockedProduct(t, { price: 50_000, inventory: 20 });
    await addToCart(t, who, part, 1);
    const page = await pageOrder(t, who, { choices: { delivery_method: 1 } });
    const response = await postOrder(t, who, page.fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('please_select_pickup_time');
    expect(await orderRows(t, who.user.id)).toEqual([]);

    const context = await checkoutOf(t, who);
    const tomorrow = addDays(shopClock(new Date()).date, 1);
    const slot = pickupSlots(tomorrow, context.opening_hours).find((candidate) => !candidate.disabled)!;
    const placed = await postOrder(t, who, (await pageOrder(t, who, { choices: { delivery_method: 1, pickup_date: tomorrow, pickup_time: slot.id } })).fields);
    expect(placed.statusCode).toBe(200);
  });
});

describe('the slots come from the opening hours the footer shows', () => {
  test('checkout offers the hours; the footer text is derived from the same rows (Sunday opens at 8:00 and so does its first slot)', async () => {
    const who = await buyer(t, { buyonshop: true });
    const hours = (await checkoutOf(t, who)).opening_hours;
    expect(hours[0]).toEqual({ opens: '08:00', closes: '16:30', lunch: { from: '12:00', to: '13:30' } });
    const marquee = (await footer()).basics.find((basic) => basic.key === 'marquee');
    expect(marquee).toEqual({ key: 'marquee', value: openingHoursText(hours, 'vi'), value_en: openingHoursText(hours, 'en') });
    expect(marquee?.value).toContain('Chủ nhật: 8:00 - 16:30');
    const sunday = '2026-11-29';
    expect(pickupSlots(sunday, hours)[0]?.id).toBe('08:00-09:00');
  });

  test("closing tomorrow in the shop's hours: the footer says so and the server refuses a pickup tomorrow", async () => {
    const who = await buyer(t, { buyonshop: true });
    const part = await stockedProduct(t, { price: 50_000, inventory: 20 });
    await addToCart(t, who, part, 1);
    const tomorrow = addDays(shopClock(new Date()).date, 1);
    const slot = pickupSlots(tomorrow, (await checkoutOf(t, who)).opening_hours).find((candidate) => !candidate.disabled)!;
    const order = { pickupContact: CONTACT, choices: { pickup_date: tomorrow, pickup_time: slot.id } };
    // Valid while the shop opens tomorrow (the page's check agrees).
    expect((await pageOrder(t, who, order)).invalid).toBeNull();

    const weekday = new Date(`${tomorrow}T00:00:00Z`).getUTCDay();
    await t.orm.em.fork().execute('delete from opening_hours where weekday = ?', [weekday]);
    const page = await pageOrder(t, who, order);
    expect(page.context.opening_hours[weekday]).toBeNull();
    const refused = await postOrder(t, who, page.fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'invalid_pickup_time', fields: { pickup_time: 'invalid_pickup_time' } });
    expect(await orderRows(t, who.user.id)).toEqual([]);
    const marquee = (await footer()).basics.find((basic) => basic.key === 'marquee');
    expect(marquee?.value).toContain(': nghỉ');
    expect(marquee?.value_en).toContain(': closed');
  });

  test('the table refuses hours that make no sense', async () => {
    const em = t.orm.em.fork();
    await expect(em.execute("update opening_hours set opens = '19:00', lunch_from = null, lunch_to = null where weekday = 1")).rejects.toThrow(/opening_hours_span_check/);
    await expect(em.execute("update opening_hours set lunch_from = '06:00' where weekday = 1")).rejects.toThrow(/opening_hours_lunch_check/);
    await expect(em.execute("insert into opening_hours (weekday, opens, closes) values (7, '08:00', '09:00')")).rejects.toThrow(/opening_hours_weekday_check/);
  });
});
