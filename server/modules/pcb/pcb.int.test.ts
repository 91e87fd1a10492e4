import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { DESIGN_FILE_MAX_BYTES } from '#shared/pcb/design-file.ts';
import { fabricationQuote, type FabricationInput } from '#shared/pcb/fabrication-price.ts';
import { defaultSelection, fabricationCatalog, stencilCatalog } from '#shared/pcb/property-selection.ts';
import type { PcbConfigResponse, PcbOrdersResponse, PcbQuoteCreatedResponse } from '#shared/pcb/schemas.ts';
import { stencilQuote } from '#shared/pcb/stencil-price.ts';
import { locationDeliveryFee } from '#shared/checkout/totals.ts';
import { csrfHeaders, registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buyer, checkoutOf, type Buyer } from '../orders/order-test-kit.ts';
import { gerberZip, rarBytes, zipOf } from './test-archives.ts';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await registerAndSignIn(t.app, { fullname: 'Alice PCB' });
  bob = await registerAndSignIn(t.app, { fullname: 'Bob PCB' });
});
afterAll(() => t.close());

type Fields = Record<string, string | number | readonly number[]>;
interface DesignFile {
  name: string;
  bytes: Buffer;
}

/** The quote form as the page sends it: lists as JSON text, the design file in `file_design`. */
function quoteForm(fields: Fields, file: DesignFile | null) {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? JSON.stringify(value) : String(value)]));
  return multipart(text, file ? [{ field: 'file_design', name: file.name, type: 'application/octet-stream', bytes: file.bytes }] : []);
}

function post(path: string, who: SignedIn | null, fields: Fields, file: DesignFile | null = { name: 'board.zip', bytes: gerberZip() }, extra: Record<string, string> = {}) {
  const body = quoteForm(fields, file);
  const headers = who ? who.headers : csrfHeaders();
  return t.app.inject({
    method: 'POST',
    url: `/v1/pcb-quotes/${path}`,
    headers: { ...headers, ...extra, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function orderCount(who: SignedIn): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from pcb_orders where user_id = ?', [who.user.id]);
  return row?.n ?? -1;
}

async function orderRow(id: number) {
  const [row] = await t.orm.em
    .fork()
    .execute<Record<string, unknown>[]>('select *, width::float8 as width, height::float8 as height from pcb_orders where id = ?', [id]);
  return row!;
}

/** A correct fabrication request priced with the shared functions, as the client does. */
function fabricationFields(input: Partial<FabricationInput> = {}, extra: Fields = {}): Fields {
  const typeId = input.pcb_type_id ?? DEMO_IDS.types.fr4;
  const full: FabricationInput = {
    pcb_type_id: typeId,
    width: 100,
    height: 80,
    quantity: 10,
    property_ids: defaultSelection(fabricationCatalog(DEMO_PCB_CONFIG, typeId)),
    ...input,
  };
  const quote = fabricationQuote(DEMO_PCB_CONFIG, full);
  const panel = full.panel ?? { rows: 1, columns: 1 };
  return {
    pcb_type_id: full.pcb_type_id,
    width: full.width,
    height: full.height,
    quantity: full.quantity,
    property_selected: full.property_ids,
    panel_way: `${panel.rows}x${panel.columns}`,
    pcb_unit_price: quote.pcb_unit_price,
    setup_fee: quote.setup_fee.total,
    setup_quantity: quote.setup_fee.quantity_fee,
    ...PICKUP,
    content: 'Bo thử nghiệm',
    ...extra,
  };
}

/** Collected at the shop, paid cash there: a quote without delivery or COD fee. */
const PICKUP: Fields = { delivery_method: 1, payment_in_shop: 2 };

/**
 * A customer with a default delivery address in Vietnam, and what the shop checkout charges for it
 * (GET /v1/checkout: the address's location levels and the shop's COD fee), which a PCB quote
 * delivered there must charge too.
 */
async function homeCustomer(): Promise<{ who: Buyer; fee: number; cod: number }> {
  const who = await buyer(t);
  const context = await checkoutOf(t, who);
  const fee = locationDeliveryFee(context.address!.locations);
  expect(fee).toBeGreaterThan(0);
  expect(context.fees.cod_payment).toBeGreaterThan(0);
  return { who, fee, cod: context.fees.cod_payment };
}

const ASSEMBLY_IDS = [
  DEMO_IDS.assembly.smdOnly,
  DEMO_IDS.assembly.twoSides,
  DEMO_IDS.assembly.under50,
  DEMO_IDS.assembly.partsByCustomer,
  DEMO_IDS.assembly.qty10,
  DEMO_IDS.assembly.bgaNo,
];

function assemblyFields(extra: Fields = {}): Fields {
  const quote = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: ASSEMBLY_IDS });
  return { title: 'Mạch điều khiển', width: 100, height: 100, quantity: 20, property_selected: ASSEMBLY_IDS, pcb_unit_price: quote.unit_price, ...PICKUP, ...extra };
}

function stencilFields(extra: Fields = {}): Fields {
  const ids = [...defaultSelection(stencilCatalog(DEMO_PCB_CONFIG)).filter((id) => id !== 811), DEMO_IDS.stencil.bothSides];
  const quote = stencilQuote(DEMO_PCB_CONFIG, { size_id: DEMO_IDS.stencil.framed37x47, quantity: 2, property_ids: ids });
  return { kind: 'stencil', pcb_size: DEMO_IDS.stencil.framed37x47, quantity: 2, property_selected: ids, pcb_unit_price: quote.unit_price, ...PICKUP, ...extra };
}

describe('GET /v1/pcb-config', () => {
  test('answers the whole seeded configuration, equal to the demo one, with an ETag that gives 304', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/pcb-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PcbConfigResponse>().config).toEqual(DEMO_PCB_CONFIG);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toContain('max-age=');
    const again = await t.app.inject({ method: 'GET', url: '/v1/pcb-config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /v1/pcb-quotes/tips', () => {
  test('answers static help HTML in the storefront language', async () => {
    const vi = await t.app.inject({ method: 'GET', url: '/v1/pcb-quotes/tips' });
    const en = await t.app.inject({ method: 'GET', url: '/v1/pcb-quotes/tips', cookies: { lang: 'en' } });
    expect(vi.json().value).toContain('bội số của 50');
    expect(en.json().value).toContain('multiple of 50');
    expect(en.json().value).not.toMatch(/<script|on\w+=/i);
  });
});

describe('POST /v1/pcb-quotes/pcb-instant (fabrication)', () => {
  test('accepts a correct quote: the stored prices are fabricationQuote’s and the file is stored under a new name', async () => {
    const input = {
      width: 120,
      height: 95.5,
      quantity: 50,
      property_ids: [DEMO_IDS.twoLayers, DEMO_IDS.thickness16, DEMO_IDS.maskRed, DEMO_IDS.silkWhite, DEMO_IDS.enig, DEMO_IDS.copperOneOz],
      panel: { rows: 2, columns: 3 },
    };
    const expected = fabricationQuote(DEMO_PCB_CONFIG, { pcb_type_id: 1, ...input });
    const bytes = gerberZip();
    const response = await post('pcb-instant', alice, fabricationFields(input, { deadline: 2 }), { name: 'My Board.ZIP', bytes });
    expect(response.statusCode).toBe(201);
    const created = response.json<PcbQuoteCreatedResponse>();
    expect(created.message).toContain('báo giá PCB');
    const row = await orderRow(created.id);
    expect(row).toMatchObject({
      kind: 'fabrication',
      status: 'new',
      pcb_type_id: 1,
      width: 120,
      height: 95.5,
      quantity: 50,
      panel_rows: 2,
      panel_columns: 3,
      pcb_unit_price: expected.pcb_unit_price,
      setup_fee: expected.setup_fee.total,
      setup_quantity_fee: expected.setup_fee.quantity_fee,
      build_time_id: 2,
      build_price: 200_000,
      delivery_method: 1,
      payment_in_shop: 2,
      shipping_payment: 0,
      cod_payment: 0,
      design_file_name: 'My Board.ZIP',
      design_file_size: bytes.length,
    });
    // ENIG adds its 100,000 setup fee (spec §9 "each selected property's setup_fee").
    expect(expected.setup_fee.property_fees).toBe(100_000);
    expect(Number(row.goods_total)).toBe(50 * expected.pcb_unit_price);
    expect(Number(row.total)).toBe(expected.goods_total + expected.setup_fee.total + 200_000);
    expect(row.design_file_key).toMatch(/^pcb-designs\/[0-9a-f-]{36}\.zip$/);
    expect(await t.app.storage.get(row.design_file_key as string)).toEqual(bytes);
  });

  test('refuses a tampered unit price and setup fee, naming both values, and writes nothing', async () => {
    const good = fabricationFields();
    const before = await orderCount(alice);
    const response = await post('pcb-instant', alice, { ...good, pcb_unit_price: Number(good.pcb_unit_price) - 1000, setup_fee: 1 });
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('price_mismatch');
    expect(error.message).toBe(
      `pcb_unit_price: sent ${Number(good.pcb_unit_price) - 1000}, expected ${good.pcb_unit_price}; setup_fee: sent 1, expected ${good.setup_fee}`,
    );
    expect(error.fields).toEqual({
      pcb_unit_price: `sent ${Number(good.pcb_unit_price) - 1000}, expected ${good.pcb_unit_price}`,
      setup_fee: `sent 1, expected ${good.setup_fee}`,
    });
    expect(await orderCount(alice)).toBe(before);
  });

  test('reads property_selected as comma-separated ids too, and refuses a body that is not multipart', async () => {
    const fields = fabricationFields();
    const comma = await post('pcb-instant', alice, { ...fields, property_selected: (fields.property_selected as number[]).join(',') });
    expect(comma.statusCode).toBe(201);
    expect((await orderRow(comma.json().id)).property_selected).toEqual(fields.property_selected);
    const json = await t.app.inject({ method: 'POST', url: '/v1/pcb-quotes/pcb-instant', headers: alice.headers, payload: fields as Record<string, unknown> });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('multipart_required');
  });

  test('refuses a missing price as a mismatch', async () => {
    const { pcb_unit_price: _dropped, ...rest } = fabricationFields();
    const response = await post('pcb-instant', alice, rest);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('pcb_unit_price: sent (none)');
  });

  test('refuses a disabled property combination (white mask rules out white silkscreen)', async () => {
    const ids = [DEMO_IDS.twoLayers, DEMO_IDS.thickness16, DEMO_IDS.maskWhite, DEMO_IDS.silkWhite];
    const before = await orderCount(alice);
    const response = await post('pcb-instant', alice, fabricationFields({ property_ids: ids }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'property_disabled', fields: { property_selected: 'property_disabled' } });
    expect(await orderCount(alice)).toBe(before);
  });

  test('refuses a property of another type and two answers to one question', async () => {
    const other = await post('pcb-instant', alice, fabricationFields({ property_ids: [DEMO_IDS.fourLayers] }));
    expect(other.json().error.code).toBe('unknown_property');
    const twice = await post('pcb-instant', alice, fabricationFields({ property_ids: [DEMO_IDS.oneLayer, DEMO_IDS.twoLayers] }));
    expect(twice.json().error.code).toBe('two_properties_in_one_group');
  });

  test('refuses an other quantity that is not a multiple of 50, or above the largest listed one', async () => {
    const notMultiple = await post('pcb-instant', alice, fabricationFields({ quantity: 120 }));
    expect(notMultiple.statusCode).toBe(422);
    expect(notMultiple.json().error).toMatchObject({ code: 'pcb_other_quantity_require', fields: { quantity: 'pcb_other_quantity_require' } });
    const tooMany = await post('pcb-instant', alice, fabricationFields({ quantity: 2000 }));
    expect(tooMany.json().error).toMatchObject({ code: 'pcb_other_quantity_max', message: 'Nhập số lượng nhỏ hơn 1000' });
    const listedOrMultiple = await post('pcb-instant', alice, fabricationFields({ quantity: 150 }));
    expect(listedOrMultiple.statusCode).toBe(201);
  });

  test('refuses a board above the type’s max size with Max X / Max Y', async () => {
    const wide = await post('pcb-instant', alice, fabricationFields({ pcb_type_id: DEMO_IDS.types.fourLayer, width: 451, height: 600 }));
    expect(wide.statusCode).toBe(422);
    expect(wide.json().error).toEqual({
      code: 'pcb_max_size',
      message: 'Max X = 450; Max Y = 550',
      fields: { width: 'Max X = 450', height: 'Max Y = 550' },
    });
    const unset = await post('pcb-instant', alice, fabricationFields({ width: 651 }));
    expect(unset.json().error.message).toBe('Max X = 650');
  });

  test('refuses no area or no quantity (please_select_area_and_quantity)', async () => {
    const response = await post('pcb-instant', alice, { ...fabricationFields(), width: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('please_select_area_and_quantity');
  });

  test('refuses a .txt, a fake .zip, a zip bomb and no file, writing nothing', async () => {
    const before = await orderCount(alice);
    const fields = fabricationFields();
    const txt = await post('pcb-instant', alice, fields, { name: 'board.txt', bytes: gerberZip() });
    expect(txt.statusCode).toBe(415);
    expect(txt.json().error).toMatchObject({ code: 'only_rar_zip_file', fields: { file_design: 'only_rar_zip_file' } });
    const fake = await post('pcb-instant', alice, fields, { name: 'board.zip', bytes: Buffer.from('G04 this is text, not a zip*') });
    expect(fake.json().error.code).toBe('only_rar_zip_file');
    const rarNamedZip = await post('pcb-instant', alice, fields, { name: 'board.zip', bytes: rarBytes() });
    expect(rarNamedZip.json().error.code).toBe('only_rar_zip_file');
    const bomb = zipOf([{ name: 'zeros.gbr', data: Buffer.alloc(16 * 1024 * 1024), deflate: true }]);
    const bombed = await post('pcb-instant', alice, fields, { name: 'bomb.zip', bytes: bomb });
    expect(bombed.statusCode).toBe(422);
    expect(bombed.json().error.code).toBe('design_file_unsafe');
    const none = await post('pcb-instant', alice, fields, null);
    expect(none.json().error.code).toBe('file_design_required');
    expect(await orderCount(alice)).toBe(before);
  });

  test('refuses a design file above 30 MB with design_file_too_large', async () => {
    const before = await orderCount(alice);
    const big = Buffer.concat([rarBytes(), Buffer.alloc(DESIGN_FILE_MAX_BYTES)]);
    const response = await post('pcb-instant', alice, fabricationFields(), { name: 'big.rar', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'design_file_too_large', fields: { file_design: 'design_file_too_large' } });
    expect(await orderCount(alice)).toBe(before);
  });

  test('accepts a .rar design file', async () => {
    const response = await post('pcb-instant', alice, fabricationFields(), { name: 'gerber.RAR', bytes: rarBytes() });
    expect(response.statusCode).toBe(201);
    expect((await orderRow(response.json().id)).design_file_key).toMatch(/\.rar$/);
  });

  test('refuses guests with 403 login_required and requests without the anti-forgery token with 403 csrf_failed', async () => {
    const guest = await post('pcb-instant', null, fabricationFields());
    expect(guest.statusCode).toBe(403);
    expect(guest.json().error.code).toBe('login_required');
    const body = quoteForm(fabricationFields(), { name: 'board.zip', bytes: gerberZip() });
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/v1/pcb-quotes/pcb-instant',
      headers: { cookie: alice.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf_failed');
  });

  test('asks for a delivery company when the profile’s country is abroad (please_select_delivery), and keeps the one chosen', async () => {
    const abroad = await registerAndSignIn(t.app);
    await t.orm.em
      .fork()
      .execute(`insert into profiles (user_id, country_id, created_at, updated_at) select ?, id, now(), now() from countries where iso_code = 'sg'`, [
        abroad.user.id,
      ]);
    const response = await post('pcb-instant', abroad, fabricationFields());
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });
    const unknown = await post('pcb-instant', abroad, fabricationFields({}, { transport_id: 999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });
    const assembly = await post('pcb-assembly', abroad, stencilFields({ transport_id: 999 }));
    expect(assembly.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });
    expect(await orderCount(abroad)).toBe(0);

    const carrier = await firstCarrier();
    const withCarrier = await post('pcb-instant', abroad, fabricationFields({}, { transport_id: carrier.id, shipping_payment: carrier.payment }));
    expect(withCarrier.statusCode).toBe(201);
    expect(await orderRow(withCarrier.json().id)).toMatchObject({ transport_id: carrier.id });
  });

  test('a default delivery address abroad also asks for a company; Vietnam or no country does not', async () => {
    const shipsAbroad = await registerAndSignIn(t.app);
    await t.orm.em.fork().execute(
      `insert into delivery_addresses (user_id, name, phone, address, address_default, country_id, city, created_at, updated_at)
       select ?, 'Lee', '+6581234567', '1 Marina Way', true, id, 'Singapore', now(), now() from countries where iso_code = 'sg'`,
      [shipsAbroad.user.id],
    );
    const refused = await post('pcb-instant', shipsAbroad, fabricationFields());
    expect(refused.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });

    const home = await registerAndSignIn(t.app);
    await t.orm.em
      .fork()
      .execute(`insert into profiles (user_id, country_id, created_at, updated_at) select ?, id, now(), now() from countries where iso_code = 'vn'`, [home.user.id]);
    // Collected at the shop: no company and no address needed.
    expect((await post('pcb-instant', home, fabricationFields())).statusCode).toBe(201);
    // A company sent from Vietnam must still be one the shop offers.
    expect((await post('pcb-instant', home, fabricationFields({}, { transport_id: 999 }))).json().error.code).toBe('please_select_delivery');
  });

  test('a custom quote needs a known quote kind and a description, no price', async () => {
    const ok = await post('pcb-instant', alice, { kind: 'custom', pcb_quote_id: 2, content: 'Rigid-flex 4 lớp, 60 × 40 mm, 20 bo', ...PICKUP }, null);
    expect(ok.statusCode).toBe(201);
    expect(await orderRow(ok.json().id)).toMatchObject({ kind: 'custom', pcb_quote_id: 2, pcb_unit_price: 0, design_file_key: null });
    const noText = await post('pcb-instant', alice, { kind: 'custom', pcb_quote_id: 2, ...PICKUP }, null);
    expect(noText.json().error.code).toBe('content_required');
    const unknown = await post('pcb-instant', alice, { kind: 'custom', pcb_quote_id: 99, content: 'x', ...PICKUP }, null);
    expect(unknown.json().error.code).toBe('unknown_pcb_quote');
  });
});

/** A new user whose profile places them in Singapore (a quote from abroad needs a carrier). */
async function abroadUser(): Promise<SignedIn> {
  const abroad = await registerAndSignIn(t.app);
  await t.orm.em
    .fork()
    .execute(`insert into profiles (user_id, country_id, created_at, updated_at) select ?, id, now(), now() from countries where iso_code = 'sg'`, [abroad.user.id]);
  return abroad;
}

/** The first active international delivery company, as GET /v1/pcb-quotes/quote-method lists it. */
async function firstCarrier(): Promise<{ id: number; name: string; payment: number }> {
  const [carrier] = await t.orm.em
    .fork()
    .execute<{ id: number; name: string; payment: number }[]>('select id, name, payment from delivery_companies where active order by position, id limit 1');
  expect(carrier!.payment).toBeGreaterThan(0);
  return { ...carrier!, payment: Number(carrier!.payment) };
}

describe('the delivery company’s fee (shipping_payment) on a quote from abroad', () => {
  test('is added to the stored total, stored as shipping_payment, and /pcb-orders names the company with its fee', async () => {
    const abroad = await abroadUser();
    const carrier = await firstCarrier();
    const input = { width: 100, height: 80, quantity: 10 };
    const quote = fabricationQuote(DEMO_PCB_CONFIG, { pcb_type_id: 1, ...input, property_ids: defaultSelection(fabricationCatalog(DEMO_PCB_CONFIG, 1)) });
    const response = await post('pcb-instant', abroad, fabricationFields(input, { transport_id: carrier.id, shipping_payment: carrier.payment, deadline: 2 }));
    expect(response.statusCode).toBe(201);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({ transport_id: carrier.id, shipping_payment: carrier.payment, build_price: 200_000 });
    expect(Number(row.total)).toBe(quote.goods_total + quote.setup_fee.total + 200_000 + carrier.payment);

    const list = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: { cookie: abroad.cookie } })).json<PcbOrdersResponse>();
    expect(list.data[0]).toMatchObject({
      delivery_company: { id: carrier.id, name: carrier.name },
      shipping_payment: carrier.payment,
      total: Number(row.total),
    });
  });

  test('an assembly and a stencil quote include it too', async () => {
    const abroad = await abroadUser();
    const carrier = await firstCarrier();
    const assembly = await post('pcb-assembly', abroad, assemblyFields({ transport_id: carrier.id, shipping_payment: carrier.payment }));
    expect(assembly.statusCode).toBe(201);
    expect(Number((await orderRow(assembly.json().id)).total)).toBe(20 * 156_000 + carrier.payment);
    const stencil = await post('pcb-assembly', abroad, stencilFields({ transport_id: carrier.id, shipping_payment: carrier.payment }));
    expect(Number((await orderRow(stencil.json().id)).total)).toBe(2 * 1_170_000 + carrier.payment);
  });

  test('a tampered or missing shipping_payment is refused naming the key and both values, and writes nothing', async () => {
    const abroad = await abroadUser();
    const carrier = await firstCarrier();
    const tampered = await post('pcb-instant', abroad, fabricationFields({}, { transport_id: carrier.id, shipping_payment: 1000 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toEqual({
      code: 'price_mismatch',
      message: `shipping_payment: sent 1000, expected ${carrier.payment}`,
      fields: { shipping_payment: `sent 1000, expected ${carrier.payment}` },
    });
    const missing = await post('pcb-instant', abroad, fabricationFields({}, { transport_id: carrier.id }));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.fields).toEqual({ shipping_payment: `sent (none), expected ${carrier.payment}` });
    const stencil = await post('pcb-assembly', abroad, stencilFields({ transport_id: carrier.id, shipping_payment: 0 }));
    expect(stencil.json().error.code).toBe('price_mismatch');
    expect(await orderCount(abroad)).toBe(0);
  });

  test('an unknown or inactive company is still refused as please_select_delivery, whatever fee is sent', async () => {
    const abroad = await abroadUser();
    const [retired] = await t.orm.em
      .fork()
      .execute<{ id: number }[]>(`insert into delivery_companies (name, payment, delivery_time, active) values ('Retired Post', 90000, '9-12', false) returning id`);
    for (const transportId of [999, retired!.id]) {
      const response = await post('pcb-instant', abroad, fabricationFields({}, { transport_id: transportId, shipping_payment: 90_000 }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({ code: 'please_select_delivery', fields: { transport_id: 'please_select_delivery' } });
    }
    expect(await orderCount(abroad)).toBe(0);
  });

  test('a custom quote keeps the fee beside a total of 0 (the shop prices it by hand)', async () => {
    const abroad = await abroadUser();
    const carrier = await firstCarrier();
    const response = await post(
      'pcb-instant',
      abroad,
      { kind: 'custom', pcb_quote_id: 1, content: 'Flex 2 layers, 40 × 20 mm', transport_id: carrier.id, shipping_payment: carrier.payment },
      null,
    );
    expect(response.statusCode).toBe(201);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({ kind: 'custom', shipping_payment: carrier.payment, transport_id: carrier.id });
    expect(Number(row.total)).toBe(0);
  });
});

describe('Vietnamese quotes: the delivery fee and COD', () => {
  test('a delivered quote paid cash on delivery charges the address’s delivery fee and the COD fee, as lines of the stored total', async () => {
    const { who, fee, cod } = await homeCustomer();
    const input = { width: 100, height: 80, quantity: 10 };
    const quote = fabricationQuote(DEMO_PCB_CONFIG, { pcb_type_id: 1, ...input, property_ids: defaultSelection(fabricationCatalog(DEMO_PCB_CONFIG, 1)) });
    const response = await post('pcb-instant', who, fabricationFields(input, { delivery_method: 3, payment_method: 1, shipping_payment: fee, cod_payment: cod }));
    expect(response.statusCode).toBe(201);
    const row = await orderRow(response.json().id);
    expect(row).toMatchObject({ delivery_method: 3, payment_method: 1, shipping_payment: fee, cod_payment: cod, transport_id: null });
    expect(Number(row.total)).toBe(quote.goods_total + quote.setup_fee.total + fee + cod);
    // The address the fee was priced for is the one kept with the order.
    expect(row.address).toContain('12 Lê Lợi');

    const list = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: { cookie: who.cookie } })).json<PcbOrdersResponse>();
    expect(list.data[0]).toMatchObject({ shipping_payment: fee, cod_payment: cod, total: Number(row.total), delivery_company: null });
  });

  test('paid by bank transfer: the delivery fee without COD; an assembly and a stencil quote charge it too', async () => {
    const { who, fee } = await homeCustomer();
    const delivered = { delivery_method: 2, payment_method: 2, shipping_payment: fee, cod_payment: 0 };
    const fabrication = await post('pcb-instant', who, fabricationFields({}, delivered));
    expect(await orderRow(fabrication.json().id)).toMatchObject({ shipping_payment: fee, cod_payment: 0 });
    const assembly = await post('pcb-assembly', who, assemblyFields(delivered));
    expect(Number((await orderRow(assembly.json().id)).total)).toBe(20 * 156_000 + fee);
    const stencil = await post('pcb-assembly', who, stencilFields(delivered));
    expect(Number((await orderRow(stencil.json().id)).total)).toBe(2 * 1_170_000 + fee);
  });

  test('collected at the shop: no fee and no COD, and a fee sent anyway is refused', async () => {
    const { who } = await homeCustomer();
    const response = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 1, payment_in_shop: 2 }));
    expect(await orderRow(response.json().id)).toMatchObject({ delivery_method: 1, payment_in_shop: 2, shipping_payment: 0, cod_payment: 0, address: null });
    const charged = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 1, payment_in_shop: 2, shipping_payment: 30_000 }));
    expect(charged.json().error).toMatchObject({ code: 'price_mismatch', fields: { shipping_payment: 'sent 30000, expected 0' } });
  });

  test('tampered or missing charges are refused naming the values (409 price_mismatch), writing nothing', async () => {
    const { who, fee, cod } = await homeCustomer();
    const before = await orderCount(who);
    const tampered = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 2, payment_method: 1, shipping_payment: 0, cod_payment: 1 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error).toEqual({
      code: 'price_mismatch',
      message: `shipping_payment: sent 0, expected ${fee}; cod_payment: sent 1, expected ${cod}`,
      fields: { shipping_payment: `sent 0, expected ${fee}`, cod_payment: `sent 1, expected ${cod}` },
    });
    // The storefront form before this change sent no charges at all.
    const old = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 2, payment_method: 1 }));
    expect(old.json().error).toMatchObject({ code: 'price_mismatch', message: `shipping_payment: sent (none), expected ${fee}; cod_payment: sent (none), expected ${cod}` });
    const assembly = await post('pcb-assembly', who, assemblyFields({ delivery_method: 2, payment_method: 1, shipping_payment: fee }));
    expect(assembly.json().error.fields).toEqual({ cod_payment: `sent (none), expected ${cod}` });
    expect(await orderCount(who)).toBe(before);
  });

  test('a delivered quote needs a delivery address of the customer’s own (please_select_address), and may name one', async () => {
    const noAddress = await registerAndSignIn(t.app);
    const refused = await post('pcb-instant', noAddress, fabricationFields({}, { delivery_method: 2, payment_method: 2 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'please_select_address', fields: { address_id: 'please_select_address' } });
    // Nothing said about delivery: the shop's default (express, cash on delivery) applies, so an address is needed too.
    const { delivery_method: _d, payment_in_shop: _p, ...unsaid } = fabricationFields();
    expect((await post('pcb-instant', noAddress, unsaid)).json().error.code).toBe('please_select_address');
    expect(await orderCount(noAddress)).toBe(0);

    const { who, fee } = await homeCustomer();
    const other = await homeCustomer();
    const foreign = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 2, payment_method: 2, shipping_payment: fee, address_id: other.who.addressId! }));
    expect(foreign.json().error).toMatchObject({ code: 'please_select_address', fields: { address_id: 'please_select_address' } });
    const own = await post('pcb-instant', who, fabricationFields({}, { delivery_method: 2, payment_method: 2, shipping_payment: fee, address_id: who.addressId! }));
    expect(own.statusCode).toBe(201);
  });

  test('GET /v1/pcb-quotes/quote-method gives the page the addresses with their fees and the COD fee', async () => {
    const { who, fee, cod } = await homeCustomer();
    const body = (await t.app.inject({ method: 'GET', url: '/v1/pcb-quotes/quote-method', headers: { cookie: who.cookie } })).json();
    expect(body.cod_payment).toBe(cod);
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({ id: who.addressId, name: 'Nguyễn Văn A' });
    expect(locationDeliveryFee(body.addresses[0].locations)).toBe(fee);
  });
});

describe('Idempotency-Key on multipart quotes', () => {
  test('the same key twice (new boundary each time) creates one order and replays the first answer', async () => {
    const key = randomUUID();
    const fields = fabricationFields();
    const bytes = gerberZip();
    const before = await orderCount(bob);
    const first = await post('pcb-instant', bob, fields, { name: 'board.zip', bytes }, { 'idempotency-key': key });
    const second = await post('pcb-instant', bob, fields, { name: 'board.zip', bytes }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(bob)).toBe(before + 1);
  });

  test('the same key with another file or other fields is a 409 and creates nothing', async () => {
    const key = randomUUID();
    const fields = fabricationFields();
    await post('pcb-instant', bob, fields, { name: 'board.zip', bytes: gerberZip() }, { 'idempotency-key': key });
    const before = await orderCount(bob);
    const otherFile = await post('pcb-instant', bob, fields, { name: 'board.zip', bytes: zipOf([{ name: 'x.gbr', data: Buffer.from('G04*') }]) }, { 'idempotency-key': key });
    expect(otherFile.statusCode).toBe(409);
    expect(otherFile.json().error.code).toBe('idempotency_key_reused');
    const otherNote = await post('pcb-instant', bob, { ...fields, content: 'changed' }, { name: 'board.zip', bytes: gerberZip() }, { 'idempotency-key': key });
    expect(otherNote.json().error.code).toBe('idempotency_key_reused');
    expect(await orderCount(bob)).toBe(before);
  });
});

describe('POST /v1/pcb-quotes/pcb-assembly (assembly and stencil)', () => {
  test('accepts an assembly quote priced by assemblyQuote', async () => {
    const expected = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: ASSEMBLY_IDS });
    const response = await post('pcb-assembly', alice, assemblyFields());
    expect(response.statusCode).toBe(201);
    expect(await orderRow(response.json().id)).toMatchObject({
      kind: 'assembly',
      title: 'Mạch điều khiển',
      pcb_unit_price: expected.unit_price,
      setup_fee: 0,
      quantity: 20,
    });
    // 2 sides +40 %, the 10–49 quantity property −10 %: 120,000 × 1.30.
    expect(expected.unit_price).toBe(156_000);
  });

  test('refuses a tampered assembly price and a missing required specification', async () => {
    const before = await orderCount(alice);
    const tampered = await post('pcb-assembly', alice, assemblyFields({ pcb_unit_price: 100_000 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error.message).toBe('pcb_unit_price: sent 100000, expected 156000');
    const missing = ASSEMBLY_IDS.filter((id) => id !== DEMO_IDS.assembly.qty10);
    const unanswered = await post('pcb-assembly', alice, assemblyFields({ property_selected: missing }));
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().error).toMatchObject({ code: 'please_select_require', message: expect.stringContaining('Số lượng bo') });
    expect(await orderCount(alice)).toBe(before);
  });

  test('refuses a quantity option that does not fit the quantity (the −30 % "from 200 boards" with 20 boards), writing nothing', async () => {
    // Every option that depends on the quantity is checked by the server.
    const before = await orderCount(alice);
    const ids = ASSEMBLY_IDS.map((id) => (id === DEMO_IDS.assembly.qty10 ? DEMO_IDS.assembly.qty200 : id));
    const priced = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: ids });
    const loophole = await post('pcb-assembly', alice, assemblyFields({ property_selected: ids, pcb_unit_price: priced.unit_price }));
    expect(loophole.statusCode).toBe(422);
    expect(loophole.json().error).toMatchObject({
      code: 'property_quantity_mismatch',
      fields: { property_selected: 'property_quantity_mismatch' },
      message: expect.stringContaining('Từ 200 bo'),
    });
    // Too few for the quantity is refused the same way (1–9 boards with 20 boards).
    const tooFew = ASSEMBLY_IDS.map((id) => (id === DEMO_IDS.assembly.qty10 ? DEMO_IDS.assembly.qty1 : id));
    const low = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: tooFew });
    const refused = await post('pcb-assembly', alice, assemblyFields({ property_selected: tooFew, pcb_unit_price: low.unit_price }));
    expect(refused.json().error.code).toBe('property_quantity_mismatch');
    expect(await orderCount(alice)).toBe(before);
    // At 200 boards the same option is accepted.
    const fits = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 200, property_ids: ids });
    const ok = await post('pcb-assembly', alice, assemblyFields({ quantity: 200, property_selected: ids, pcb_unit_price: fits.unit_price }));
    expect(ok.statusCode).toBe(201);
  });

  test('accepts a stencil quote priced by stencilQuote, refuses a tampered one and one without a size', async () => {
    const ok = await post('pcb-assembly', alice, stencilFields());
    expect(ok.statusCode).toBe(201);
    // 650,000 × 1.80 (both sides +80 %).
    expect(await orderRow(ok.json().id)).toMatchObject({ kind: 'stencil', stencil_size_id: 3, pcb_unit_price: 1_170_000, quantity: 2 });
    const tampered = await post('pcb-assembly', alice, stencilFields({ pcb_unit_price: 650_000 }));
    expect(tampered.json().error).toMatchObject({ code: 'price_mismatch', message: 'pcb_unit_price: sent 650000, expected 1170000' });
    const { pcb_size: _size, ...noSize } = stencilFields();
    const unsized = await post('pcb-assembly', alice, noSize);
    expect(unsized.json().error.code).toBe('please_select_size');
  });
});

describe('GET /v1/pcb-orders', () => {
  test('each user sees only their own orders, newest first, and only the owner downloads the file', async () => {
    const carol = await registerAndSignIn(t.app);
    const dave = await registerAndSignIn(t.app);
    const first = (await post('pcb-instant', carol, fabricationFields())).json().id as number;
    const second = (await post('pcb-assembly', carol, assemblyFields())).json().id as number;
    const daves = (await post('pcb-assembly', dave, stencilFields())).json().id as number;

    const list = await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: { cookie: carol.cookie } });
    expect(list.statusCode).toBe(200);
    const page = list.json<PcbOrdersResponse>();
    expect(page.data.map((order) => order.id)).toEqual([second, first]);
    expect(page).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const fabrication = page.data[1]!;
    expect(fabrication).toMatchObject({ kind: 'fabrication', pcb_type: { id: 1, name: 'FR-4 1–2 lớp' }, panel_way: '1x1', status: 'new' });
    expect(fabrication.properties).toContainEqual({
      id: DEMO_IDS.maskGreen,
      specification: 'Màu phủ (solder mask)',
      name: 'Xanh lá',
      specification_en: 'Solder mask colour',
      name_en: 'Green',
    });
    expect(fabrication).toMatchObject({ pcb_type: { id: 1, name: 'FR-4 1–2 lớp', name_en: 'FR-4 1–2 layers' }, delivery_company: null, shipping_payment: 0, cod_payment: 0 });
    expect(fabrication.design_file).toEqual({ name: 'board.zip', size: gerberZip().length, url: `/v1/pcb-orders/${first}/design-file` });

    const daveList = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: { cookie: dave.cookie } })).json<PcbOrdersResponse>();
    expect(daveList.data.map((order) => order.id)).toEqual([daves]);

    const own = await t.app.inject({ method: 'GET', url: `/v1/pcb-orders/${first}/design-file`, headers: { cookie: carol.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/zip');
    expect(own.headers['content-disposition']).toContain('attachment;');
    expect(own.rawPayload).toEqual(gerberZip());
    const others = await t.app.inject({ method: 'GET', url: `/v1/pcb-orders/${first}/design-file`, headers: { cookie: dave.cookie } });
    expect(others.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'GET', url: '/v1/pcb-orders' });
    expect(guest.statusCode).toBe(403);
  });
});
