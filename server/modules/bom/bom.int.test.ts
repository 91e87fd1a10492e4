import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BomMatchResponse, BomSourcingListResponse, SavedBom, SavedBomListResponse, SavedBomSummary } from '#shared/bom/schemas.ts';
import { lineTotal } from '#shared/catalog/volume-price.ts';
import { isAllowedQuantity, quantityRule } from '#shared/catalog/quantity.ts';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { API_PATH, bomPath } from '#shared/http/api-paths.ts';
import { csrfHeaders, registerAndSignIn, registerStaff, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  [owner, other, staff] = [await registerAndSignIn(t.app), await registerAndSignIn(t.app), await registerStaff(t)];
});
afterAll(() => t.close());

function match(payload: unknown, headers: Record<string, string> = csrfHeaders()) {
  return t.app.inject({ method: 'POST', url: API_PATH.bomMatch, headers, payload: payload as Record<string, unknown> });
}

// A KiCad-style BOM of the seeded demo catalogue: a code, an MPN with a packaging suffix, a close
// MPN, passives by value and footprint, and a part the shop does not sell.
const KICAD_LINES = [
  { designators: ['U1'], quantity: 1, value: 'AMS1117-5.0', footprint: 'SOT-223-3_TabPin2', sku: 'C6187' },
  { designators: ['U2'], quantity: 1, value: 'AMS1117-5.0', mpn: 'AMS1117-5.0TR' },
  { designators: ['U3'], quantity: 1, mpn: 'STM32F103VET8', footprint: 'LQFP-100_14x14mm_P0.5mm' },
  { designators: ['C1', 'C2', 'C3', 'C4'], quantity: 4, value: '100n', footprint: 'Capacitor_SMD:C_0402_1005Metric' },
  { designators: ['R1', 'R2'], quantity: 2, value: '4k7', footprint: 'Resistor_SMD:R_0603_1608Metric' },
  { designators: ['J1'], quantity: 1, value: 'USB_C_Receptacle', mpn: 'NOT-A-REAL-PART-123', footprint: 'USB_C_Receptacle_GCT_USB4085' },
];

describe('POST /v1/bom/match', () => {
  test('gives each line its status, reason and product, priced for the boards', async () => {
    const response = await match({ boards: 10, lines: KICAD_LINES });
    expect(response.statusCode).toBe(200);
    const body = response.json<BomMatchResponse>();
    expect(body.lines.map((line) => line.status)).toEqual(['exact', 'exact', 'check', 'equivalent', 'equivalent', 'none']);
    expect(body.lines[0]).toMatchObject({ reason_key: 'sku', reason_detail: 'C6187', selected: true, product: { sku: 'C6187', mpn: 'AMS1117-5.0' } });
    expect(body.lines[1]).toMatchObject({ reason_key: 'mpn', product: { sku: 'C6187' } });
    expect(body.lines[2]).toMatchObject({ reason_key: 'close_mpn', selected: false, product: { mpn: 'STM32F103VET7' }, line_total: expect.any(Number) });
    expect(body.lines[3]).toMatchObject({ reason_key: 'value_package', reason_detail: '100 nF · 0402', need_quantity: 40, product: { package: '0402' } });
    expect(body.lines[4]).toMatchObject({ reason_detail: '4.7 kΩ · 0603', need_quantity: 20 });
    expect(body.lines[5]).toMatchObject({ status: 'none', product: null, buy_quantity: 0, line_total: 0 });
    expect(body.summary).toMatchObject({ lines: 6, exact: 2, equivalent: 2, check: 1, suggestion: 0, none: 1 });
  });

  test('prices every selected line with the product’s own rules, and the total is their sum', async () => {
    const body = (await match({ boards: 250, lines: KICAD_LINES, spare_percent_passives: 10 })).json<BomMatchResponse>();
    let sum = 0;
    for (const line of body.lines) {
      if (!line.product) continue;
      expect(line.buy_quantity).toBeGreaterThanOrEqual(line.need_quantity);
      expect(isAllowedQuantity(line.buy_quantity, quantityRule(line.product))).toBe(true);
      expect(line.line_total).toBe(lineTotal(line.product.prices, line.buy_quantity, line.product.price));
      if (line.selected) sum += line.line_total;
    }
    expect(body.summary.total).toBe(sum);
    // 4 per board × 250 boards + 10 % spares on passives.
    expect(body.lines[3]!.need_quantity).toBe(1100);
    expect(body.lines[0]!.need_quantity).toBe(250);
  });

  test('the user’s choice wins and is priced', async () => {
    const first = (await match({ boards: 1, lines: [KICAD_LINES[2]] })).json<BomMatchResponse>();
    const candidate = first.lines[0]!.product!;
    const chosen = (await match({ boards: 1, lines: [{ ...KICAD_LINES[2], product_id: candidate.id }] })).json<BomMatchResponse>();
    expect(chosen.lines[0]).toMatchObject({ status: 'exact', reason_key: 'chosen', selected: true, product: { id: candidate.id } });
    expect(chosen.summary.total).toBe(chosen.lines[0]!.line_total);
  });

  test('answers the reason in the request’s language', async () => {
    const line = [KICAD_LINES[0]];
    const vi = (await match({ boards: 1, lines: line })).json<BomMatchResponse>();
    const headers = csrfHeaders();
    const en = (await match({ boards: 1, lines: line }, { ...headers, cookie: `${headers.cookie}; lang=en` })).json<BomMatchResponse>();
    expect(vi.lines[0]!.reason).toBe('Mã LCSC C6187');
    expect(en.lines[0]!.reason).toBe('LCSC code C6187');
  });

  test('refuses more than 2,000 lines, no lines and no boards with 400', async () => {
    const many = Array.from({ length: 2001 }, () => ({ quantity: 1, value: '10k' }));
    for (const payload of [{ boards: 1, lines: many }, { boards: 1, lines: [] }, { boards: 0, lines: KICAD_LINES }]) {
      const response = await match(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBeTruthy();
    }
  });

  test('needs the anti-forgery token', async () => {
    const response = await t.app.inject({ method: 'POST', url: API_PATH.bomMatch, payload: { boards: 1, lines: KICAD_LINES } });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('csrf_failed');
  });

  test('reads the products of 2,000 lines in a few queries, not one per line', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => KICAD_LINES[i % KICAD_LINES.length]!);
    const started = performance.now();
    const response = await match({ boards: 5, lines });
    expect(response.statusCode).toBe(200);
    expect(response.json<BomMatchResponse>().lines).toHaveLength(2000);
    // Generous on a shared 2-core machine: a query per line would take many seconds.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test('is documented in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/v1/bom/match', '/v1/boms', '/v1/boms/{id}', '/v1/bom/sourcing-requests']));
  });
});

describe('saved BOMs', () => {
  const create = (account: SignedIn, name = 'Board A') =>
    t.app.inject({ method: 'POST', url: API_PATH.boms, headers: account.headers, payload: { name, boards: 5, lines: KICAD_LINES, file_name: 'board-a.csv' } });

  test('a user saves, lists, opens, renames and deletes their BOM', async () => {
    const created = await create(owner);
    expect(created.statusCode).toBe(201);
    const saved = created.json<SavedBom>();
    expect(saved).toMatchObject({ name: 'Board A', boards: 5, line_count: KICAD_LINES.length, file_name: 'board-a.csv' });

    const list = (await t.app.inject({ url: API_PATH.boms, headers: { cookie: owner.cookie } })).json<SavedBomListResponse>();
    expect(list.data.map((row) => row.id)).toContain(saved.id);
    expect(list).toMatchObject({ current_page: 1 });

    const opened = (await t.app.inject({ url: bomPath(saved.id), headers: { cookie: owner.cookie } })).json<SavedBom>();
    expect(opened.lines).toEqual(KICAD_LINES);

    const renamed = await t.app.inject({ method: 'PATCH', url: bomPath(saved.id), headers: owner.headers, payload: { name: '  Board B ' } });
    expect(renamed.json<SavedBomSummary>().name).toBe('Board B');

    expect((await t.app.inject({ method: 'DELETE', url: bomPath(saved.id), headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: bomPath(saved.id), headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  test('another user can neither list, open, rename nor delete it', async () => {
    const saved = (await create(owner, 'Private')).json<SavedBom>();
    const theirs = (await t.app.inject({ url: API_PATH.boms, headers: { cookie: other.cookie } })).json<SavedBomListResponse>();
    expect(theirs.data.map((row) => row.id)).not.toContain(saved.id);
    expect((await t.app.inject({ url: bomPath(saved.id), headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: bomPath(saved.id), headers: other.headers, payload: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: bomPath(saved.id), headers: other.headers })).statusCode).toBe(404);
    const still = (await t.app.inject({ url: bomPath(saved.id), headers: { cookie: owner.cookie } })).json<SavedBom>();
    expect(still.name).toBe('Private');
  });

  test('guests get 403 login_required; a blank name is 400 and writes nothing', async () => {
    const guest = await t.app.inject({ method: 'POST', url: API_PATH.boms, headers: csrfHeaders(), payload: { name: 'x', boards: 1, lines: KICAD_LINES } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json<ErrorBody>().error.code).toBe('login_required');
    const [before] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from saved_boms');
    const blank = await t.app.inject({ method: 'POST', url: API_PATH.boms, headers: owner.headers, payload: { name: '', boards: 1, lines: KICAD_LINES } });
    expect(blank.statusCode).toBe(400);
    const [after] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from saved_boms');
    expect(after!.n).toBe(before!.n);
  });
});

describe('sourcing requests', () => {
  const unmatched = [KICAD_LINES[5]!];

  test('a guest sends unmatched lines with an e-mail; staff read them under /admin', async () => {
    const sent = await t.app.inject({ method: 'POST', url: API_PATH.bomSourcingRequests, headers: csrfHeaders(), payload: { boards: 10, email: 'Buyer@Example.com', note: 'Need by June', lines: unmatched } });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const list = (await t.app.inject({ url: API_PATH.adminBomSourcingRequests, headers: { cookie: staff.cookie } })).json<BomSourcingListResponse>();
    expect(list.data.find((row) => row.id === id)).toMatchObject({ email: 'buyer@example.com', boards: 10, note: 'Need by June', user_id: null, lines: unmatched });
  });

  test('a signed-in user’s account e-mail is used when none is given', async () => {
    const sent = await t.app.inject({ method: 'POST', url: API_PATH.bomSourcingRequests, headers: owner.headers, payload: { boards: 2, lines: unmatched } });
    expect(sent.statusCode).toBe(201);
    const list = (await t.app.inject({ url: API_PATH.adminBomSourcingRequests, headers: { cookie: staff.cookie } })).json<BomSourcingListResponse>();
    expect(list.data.find((row) => row.id === sent.json<{ id: number }>().id)).toMatchObject({ email: owner.email.toLowerCase(), user_id: owner.user.id });
  });

  test('a guest without an e-mail gets a field error and nothing is stored', async () => {
    const [before] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from bom_sourcing_requests');
    const refused = await t.app.inject({ method: 'POST', url: API_PATH.bomSourcingRequests, headers: csrfHeaders(), payload: { boards: 1, lines: unmatched } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toEqual({ email: 'email_required' });
    const [after] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from bom_sourcing_requests');
    expect(after!.n).toBe(before!.n);
  });

  test('customers and guests cannot read the requests', async () => {
    expect((await t.app.inject({ url: API_PATH.adminBomSourcingRequests, headers: { cookie: owner.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: API_PATH.adminBomSourcingRequests })).statusCode).toBe(403);
  });
});
