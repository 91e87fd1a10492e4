import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import { choosePickupSlot } from '#shared/checkout/pickup-slots.ts';
import { registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart, buyer, checkoutOf, pageOrder, postOrder, stockedProduct, type Buyer } from '../orders/order-test-kit.ts';

// The staff's order detail carries every fact the customer gave: delivery method
// and carrier, recipient and phone, VAT company / tax code / address, pickup name, phone, date and
// slot, the PCB quote's shipping address.

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await registerStaff(t);
});
afterAll(() => t.close());

async function detail(kind: 'shop' | 'pcb', id: number): Promise<AdminOrderDetail> {
  const response = await t.app.inject({ url: `/v1/admin/orders/${kind}/${id}`, headers: { cookie: staff.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function place(who: Buyer, fields: Parameters<typeof pageOrder>[2]): Promise<number> {
  const page = await pageOrder(t, who, fields);
  expect(page.invalid).toBeNull();
  const response = await postOrder(t, who, page.fields);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: { id: number } }).order.id;
}

describe('shop orders', () => {
  test('Vietnam delivery with a VAT invoice: method, recipient, fee on receipt, the company, the note and the language', async () => {
    const company = { company: 'Công ty TNHH Linh Kiện An', taxcode: '0312345678', company_address: '1 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };
    const who = await buyer(t, { isTax: true });
    await addToCart(t, who, await stockedProduct(t, { price: 600_000, inventory: 10 }), 2);
    const id = await place(who, { choices: { delivery_method: 3, payment_method: 2, delivery_cost: 1, vat: 1 }, company, content: 'Gọi trước 15 phút' });
    const order = await detail('shop', id);
    expect(order.delivery).toEqual({
      method: 3,
      company: null,
      fee_on_receipt: true,
      recipient: { name: 'Nguyễn Văn A', phone: '0901234567' },
      address_source: 'order',
      pickup: null,
    });
    expect(order.address_text).toContain('12 Lê Lợi');
    expect(order.vat_invoice).toEqual(company);
    expect(order.content).toBe('Gọi trước 15 phút');
    expect(order.language).toBe('vi');
    expect(order.customer.phone).toBe('0901234567');
  });

  test('pickup in the shop: who collects it, their phone, the date and the slot', async () => {
    const who = await buyer(t, { buyonshop: true });
    await addToCart(t, who, await stockedProduct(t, { price: 80_000, inventory: 10 }), 1);
    const slot = choosePickupSlot('10:00-11:00', new Date(), (await checkoutOf(t, who)).opening_hours)!;
    const id = await place(who, { choices: { pickup_date: slot.date, pickup_time: slot.time }, pickupContact: { name: 'Trần Thị Bình', phone: '0987654321' } });
    const order = await detail('shop', id);
    expect(order.delivery).toMatchObject({ method: 1, company: null, recipient: null, address_source: null, pickup: { name: 'Trần Thị Bình', phone: '0987654321', date: slot.date, time: slot.time } });
    expect(order.vat_invoice).toBeNull();
  });

  test('abroad: the international carrier the customer chose, with its fee and time', async () => {
    const who = await buyer(t, { country: 'us' });
    await addToCart(t, who, await stockedProduct(t, { price: 1_500_000, inventory: 10 }), 1);
    const [carrier] = (await checkoutOf(t, who, 'en')).fees.delivery_companies;
    const id = await place(who, { language: 'en', transportId: carrier!.id, choices: { payment_method: 2 } });
    const order = await detail('shop', id);
    expect(order.delivery).toMatchObject({
      method: null,
      company: { name: carrier!.name, fee: carrier!.payment, delivery_time: carrier!.delivery_time },
      recipient: { name: 'John Smith', phone: '+14155550100' },
      address_source: 'order',
    });
    expect(order.address_text).toContain('San Francisco');
    expect(order.language).toBe('en');
  });
});

describe('PCB quotes', () => {
  async function pcbQuote(owner: Buyer, values: { delivery_method: number | null; address: string | null; transport_id?: number | null }): Promise<number> {
    const [row] = await t.orm.em.fork().execute<{ id: string }[]>(
      `insert into pcb_orders (user_id, kind, property_selected, properties, quantity, total, delivery_method, payment_method, payment_in_shop, address, transport_id, shipping_payment, created_at, updated_at)
       values (?, 'fabrication', '[]', '[]', 10, 1200000, ?, 2, 3, ?, ?, ?, now(), now()) returning id`,
      [owner.user.id, values.delivery_method, values.address, values.transport_id ?? null, values.transport_id ? 900_000 : null],
    );
    return Number(row!.id);
  }

  test('the address typed on the quote, else the default delivery address (said so), pickup, or the carrier abroad', async () => {
    const owner = await buyer(t);
    const typed = await detail('pcb', await pcbQuote(owner, { delivery_method: 2, address: '99 Hai Bà Trưng, Hà Nội' }));
    expect(typed.address_text).toBe('99 Hai Bà Trưng, Hà Nội');
    expect(typed.delivery).toMatchObject({ method: 2, address_source: 'order', recipient: null, company: null });

    const fallback = await detail('pcb', await pcbQuote(owner, { delivery_method: 3, address: null }));
    expect(fallback.address_text).toContain('12 Lê Lợi');
    expect(fallback.delivery).toMatchObject({ method: 3, address_source: 'default', recipient: { name: 'Nguyễn Văn A', phone: '0901234567' } });

    const pickup = await detail('pcb', await pcbQuote(owner, { delivery_method: 1, address: null }));
    expect(pickup.delivery).toMatchObject({ method: 1, address_source: null, recipient: null });
    expect(pickup.address_text).toBeNull();

    const abroad = await buyer(t, { country: 'us' });
    const [carrier] = (await checkoutOf(t, abroad, 'en')).fees.delivery_companies;
    const shipped = await detail('pcb', await pcbQuote(abroad, { delivery_method: null, address: '1 Market St, San Francisco', transport_id: carrier!.id }));
    expect(shipped.delivery).toMatchObject({ method: null, company: { name: carrier!.name, fee: 900_000 }, address_source: 'order' });
  });
});
