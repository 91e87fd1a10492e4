import type { OrderCreatedResponse } from '#shared/checkout/schemas.ts';
import type { LocalDb } from '../../local/db.ts';
import type { PlaceOrderPayload } from './place-order-payload.ts';

/**
 * What became of an order the outbox sent, kept in Dexie `kv` until a page has shown it: the
 * order may be sent while no checkout page is open (queued offline, sent after a reload or from
 * another tab), and the result must still reach the user.
 */
export type OrderOutcome =
  | { entryId: string; at: number; kind: 'placed'; response: OrderCreatedResponse }
  | { entryId: string; at: number; kind: 'failed'; status: number | null; code: string | null; message: string; payload: PlaceOrderPayload };

const PREFIX = 'order-outcome:';

export async function saveOutcome(db: LocalDb, outcome: OrderOutcome): Promise<void> {
  await db.kv.put({ key: `${PREFIX}${outcome.entryId}`, value: outcome });
}

/** Every outcome not yet acknowledged, oldest first; usable inside a live query. */
export async function pendingOutcomes(db: LocalDb): Promise<OrderOutcome[]> {
  const rows = await db.kv.where('key').startsWith(PREFIX).toArray();
  return rows.map((row) => row.value as OrderOutcome).sort((a, b) => a.at - b.at);
}

export async function acknowledgeOutcome(db: LocalDb, entryId: string): Promise<void> {
  await db.kv.delete(`${PREFIX}${entryId}`);
}
