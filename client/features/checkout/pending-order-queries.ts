import type { LocalDb } from '../../local/db.ts';
import type { OutboxEntry } from '../../local/outbox-types.ts';
import { PLACE_ORDER_MUTATION } from './checkout-mutations.ts';
import type { PlaceOrderPayload } from './place-order-payload.ts';

export interface PendingOrderEntry extends OutboxEntry {
  payload: PlaceOrderPayload;
}

/** Orders still waiting in the outbox, oldest first; usable inside a live query. */
export async function pendingOrderEntries(db: LocalDb): Promise<PendingOrderEntry[]> {
  const pending = await db.outbox.where('status').equals('pending').toArray();
  return pending.filter((entry): entry is PendingOrderEntry => entry.mutation === PLACE_ORDER_MUTATION).sort((a, b) => a.createdAt - b.createdAt);
}
