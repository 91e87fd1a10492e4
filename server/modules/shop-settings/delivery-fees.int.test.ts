import { describe, expect, test } from 'vitest';
import type { DeliveryFeesResponse } from '#shared/shop-settings/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';
import { addToCart, buyer, orderRows, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const BASE = '/v1/admin/settings/delivery-fees';

async function setFee(who: SignedIn | null, provinceId: number, payment: unknown) {
  const response = await t.app.inject({ method: 'POST', url: `${BASE}/${provinceId}`, headers: csrfHeaders(who?.cookie), payload: { payment } as object });
  return { status: response.statusCode, body: response.json<{ error?: { code: string; fields?: Record<string, string> }; wards?: number }>() };
}

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

describe('delivery fees per province', () => {
  test('guests and customers get 403; staff read the 34 provinces with their fees', async () => {
    expect((await t.app.inject(BASE)).statusCode).toBe(403);
    expect((await t.app.inject({ url: BASE, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const [province] = await sql<{ id: number; payment: number }>(`select id, payment from locations where level = 1 and retired_on is null order by id limit 1`);
    expect((await setFee(customer, province!.id, 1000)).status).toBe(403);
    expect((await setFee(null, province!.id, 1000)).status).toBe(403);
    expect((await sql<{ payment: number }>('select payment from locations where id = ?', [province!.id]))[0]!.payment).toBe(province!.payment);
    const list = (await t.app.inject({ url: BASE, headers: { cookie: staff.cookie } })).json<DeliveryFeesResponse>();
    expect(list.provinces).toHaveLength(34);
    expect(list.provinces.find((row) => row.name === 'Thành phố Hà Nội' || row.name === 'Hà Nội')).toMatchObject({ payment: 15_000 });
  });

  test('bad fees are refused with the field key and nothing changes', async () => {
    const [province] = await sql<{ id: number; payment: number }>(`select id, payment from locations where level = 1 and retired_on is null order by id limit 1`);
    expect((await setFee(staff, province!.id, -100)).body.error?.fields).toEqual({ payment: 'field_too_small' });
    expect((await setFee(staff, province!.id, 15_050)).body.error?.fields).toEqual({ payment: 'fee_not_hundreds' });
    expect((await setFee(staff, province!.id, 5_000_000)).body.error?.fields).toEqual({ payment: 'field_too_large' });
    expect((await setFee(staff, province!.id, 'abc')).status).toBe(400);
    const [ward] = await sql<{ id: number }>('select id from locations where level = 2 and retired_on is null order by id limit 1');
    expect((await setFee(staff, ward!.id, 20_000)).status).toBe(404);
    expect((await sql<{ payment: number }>('select payment from locations where id = ?', [province!.id]))[0]!.payment).toBe(province!.payment);
  });

  test('a fee changed in /admin is what checkout shows and the order charges; a page with the old fee is refused', async () => {
    const who = await buyer(t);
    const [address] = await sql<{ province_id: number; ward_id: number }>('select province_id, ward_id from delivery_addresses where id = ?', [who.addressId]);
    const [wardBefore] = await sql<{ payment: number }>('select payment from locations where id = ?', [address!.ward_id]);
    const [provinceBefore] = await sql<{ payment: number }>('select payment from locations where id = ?', [address!.province_id]);
    const surcharge = wardBefore!.payment - provinceBefore!.payment;
    const product = await stockedProduct(t, { price: 50_000, inventory: 100 });
    await addToCart(t, who, product, 2);
    const stale = await pageOrder(t, who);
    expect(stale.totals.deliveryFee).toBe(wardBefore!.payment);

    const saved = await setFee(staff, address!.province_id, 41_000);
    expect(saved.status).toBe(200);
    expect(saved.body.wards).toBeGreaterThan(10);
    // The ward keeps its own surcharge over the province; places of the retired map follow their successor.
    expect((await sql<{ payment: number }>('select payment from locations where id = ?', [address!.ward_id]))[0]!.payment).toBe(41_000 + surcharge);
    expect(await sql(`select id from locations where retired_on is not null and successor_id = ? and payment <> 41000`, [address!.province_id])).toEqual([]);

    // The page that still holds the old fee: the server recomputes and refuses, writing nothing.
    const refused = await postOrder(t, who, stale.fields);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('price_changed');
    expect(await orderRows(t, who.user.id)).toHaveLength(0);

    const fresh = await pageOrder(t, who);
    expect(fresh.context.address?.locations.at(-1)?.payment).toBe(41_000 + surcharge);
    expect(fresh.totals.deliveryFee).toBe(41_000 + surcharge);
    const placed = await postOrder(t, who, fresh.fields);
    expect(placed.statusCode).toBeLessThan(300);
    const [order] = await sql<{ delivery_fee: string }>('select delivery_fee from orders where user_id = ?', [who.user.id]);
    expect(Number(order!.delivery_fee)).toBe(41_000 + surcharge);

    // Recorded: who, before → after.
    const list = (await t.app.inject({ url: BASE, headers: { cookie: staff.cookie } })).json<DeliveryFeesResponse>();
    expect(list.changes[0]).toMatchObject({ province_id: address!.province_id, action: 'update', user_name: staff.user.fullname, before: { payment: provinceBefore!.payment }, after: { payment: 41_000 } });
  });
});
