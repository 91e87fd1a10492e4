import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assemblyQuote } from '#shared/pcb/assembly-price.ts';
import { DEMO_IDS, DEMO_PCB_CONFIG } from '#shared/pcb/demo-config.ts';
import { registerAndSignIn, type SignedIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { gerberZip } from './test-archives.ts';

// For PCB quotes: the quote is committed, then its process stops before the
// answer is stored the usual way (as it is sent, ending the lease). A trigger in this file's own
// database makes that last write fail, as a process killed just before it never makes it.

let t: TestApp;
let who: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  who = await registerAndSignIn(t.app);
  await t.orm.em.fork().execute(`
    create function refuse_idempotent_finish() returns trigger language plpgsql as $$
    begin raise exception 'the process died before this write'; end $$;
    create trigger refuse_idempotent_finish before update on idempotency_keys for each row
      when (new.lease_expires_at is null) execute function refuse_idempotent_finish();`);
});

afterAll(async () => {
  await t?.close();
});

// Collected in the shop: a delivered Vietnamese quote would need a delivery address.
const PICKUP = { delivery_method: '1', payment_in_shop: '2' };

const IDS = [DEMO_IDS.assembly.smdOnly, DEMO_IDS.assembly.twoSides, DEMO_IDS.assembly.under50, DEMO_IDS.assembly.partsByCustomer, DEMO_IDS.assembly.qty10, DEMO_IDS.assembly.bgaNo];

function sendQuote(key: string) {
  const quote = assemblyQuote(DEMO_PCB_CONFIG, { width: 100, height: 100, quantity: 20, property_ids: IDS });
  const body = multipart(
    { title: `Crash ${key}`, width: '100', height: '100', quantity: '20', property_selected: JSON.stringify(IDS), pcb_unit_price: String(quote.unit_price), ...PICKUP },
    [{ field: 'file_design', name: 'board.zip', type: 'application/octet-stream', bytes: gerberZip() }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/pcb-quotes/pcb-assembly',
    headers: { ...who.headers, 'idempotency-key': key, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function quoteIds(key: string): Promise<number[]> {
  const rows = await t.orm.em.fork().execute<{ id: number }[]>('select id from pcb_orders where user_id = ? and title = ?', [who.user.id, `Crash ${key}`]);
  return rows.map((row) => Number(row.id));
}

describe('a PCB quote whose process stopped between its commit and its answer', () => {
  test('a retry with the same key answers the quote’s id, once the lost holder’s lease has run out', async () => {
    const key = randomUUID();
    const first = await sendQuote(key);
    expect(first.statusCode).toBe(201);
    const [id] = await quoteIds(key);

    let retry = await sendQuote(key);
    const retryDeadline = Date.now() + 40_000;
    while (retry.statusCode === 409 && retry.json().error.code === 'idempotency_request_in_progress' && Date.now() < retryDeadline) {
      await sleep(Number(retry.headers['retry-after'] ?? 1) * 1000);
      retry = await sendQuote(key);
    }

    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toEqual({ message: expect.any(String), id });
    expect(await quoteIds(key)).toEqual([id]);
  }, 90_000);
});
