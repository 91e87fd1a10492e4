import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SavedBom } from '#shared/bom/schemas.ts';
import { adminBomPath, API_PATH } from '#shared/http/api-paths.ts';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import type { PcbOrdersResponse, PcbQuoteCreatedResponse } from '#shared/pcb/schemas.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { gerberZip } from '../pcb/test-archives.ts';

// A PCB assembly quote refers to the saved BOM it was started from (bom_id): only the sender's own
// BOM; staff read its lines from the order.

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, other, staff] = [await registerAndSignIn(t.app), await registerAndSignIn(t.app), await registerAndSignIn(t.app)];
  await t.orm.em.fork().execute(`update users set role = 'staff' where id = ?`, [staff.user.id]);
});
afterAll(() => t.close());

const ASSEMBLY_IDS = [DEMO_IDS.assembly.smdOnly, DEMO_IDS.assembly.twoSides, DEMO_IDS.assembly.under50, DEMO_IDS.assembly.partsByCustomer, DEMO_IDS.assembly.qty10, DEMO_IDS.assembly.bgaNo];

function sendAssembly(who: SignedIn, bomId: number) {
  const quote = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: ASSEMBLY_IDS });
  const body = multipart(
    {
      title: 'Bo điều khiển',
      width: '100',
      height: '100',
      quantity: '20',
      property_selected: JSON.stringify(ASSEMBLY_IDS),
      pcb_unit_price: String(quote.unit_price),
      delivery_method: '1',
      payment_in_shop: '2',
      bom_id: String(bomId),
    },
    [{ field: 'file_design', name: 'board.zip', type: 'application/octet-stream', bytes: gerberZip() }],
  );
  return t.app.inject({ method: 'POST', url: '/v1/pcb-quotes/pcb-assembly', headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

async function saveBom(who: SignedIn, name: string): Promise<SavedBom> {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATH.boms,
    headers: who.headers,
    payload: { name, boards: 20, lines: [{ designators: ['U1'], quantity: 1, sku: 'C6187' }, { designators: ['C1', 'C2'], quantity: 2, value: '100n', footprint: 'C_0402_1005Metric' }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedBom>();
}

async function orderCount(who: SignedIn): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from pcb_orders where user_id = ?', [who.user.id]);
  return row!.n;
}

describe('a PCB assembly quote with a saved BOM', () => {
  test('keeps a reference to the sender’s own BOM, shown on the order with its name and line count', async () => {
    const bom = await saveBom(owner, 'Bo điều khiển v2');
    const response = await sendAssembly(owner, bom.id);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<PcbQuoteCreatedResponse>();
    const [row] = await t.orm.em.fork().execute<{ saved_bom_id: number | null }[]>('select saved_bom_id from pcb_orders where id = ?', [id]);
    expect(row!.saved_bom_id).toBe(bom.id);
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/pcb-orders', headers: owner.headers })).json<PcbOrdersResponse>();
    expect(mine.data.find((order) => order.id === id)!.bom).toEqual({ id: bom.id, name: 'Bo điều khiển v2', line_count: 2 });
  });

  test('refuses another user’s BOM as not found and writes nothing', async () => {
    const bom = await saveBom(owner, 'Not yours');
    const before = await orderCount(other);
    const response = await sendAssembly(other, bom.id);
    expect(response.statusCode, response.body).toBe(404);
    expect(await orderCount(other)).toBe(before);
  });

  test('staff read the lines of the BOM an order refers to; customers cannot use the staff path', async () => {
    const bom = await saveBom(owner, 'For staff');
    const asStaff = await t.app.inject({ method: 'GET', url: adminBomPath(bom.id), headers: staff.headers });
    expect(asStaff.statusCode, asStaff.body).toBe(200);
    expect(asStaff.json<SavedBom>()).toMatchObject({ id: bom.id, name: 'For staff', lines: [{ sku: 'C6187' }, { value: '100n' }] });
    expect((await t.app.inject({ method: 'GET', url: adminBomPath(bom.id), headers: other.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminBomPath(999_999), headers: staff.headers })).statusCode).toBe(404);
  });
});
