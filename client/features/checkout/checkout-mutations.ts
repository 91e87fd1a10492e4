import type { CartMethodBody, OrderCreatedResponse } from '#shared/checkout/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { sendJson } from '../../api/send-json.ts';
import { removeCartLine } from '../../local/cart-lines.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { defineMutation } from '../../local/mutation-registry.ts';
import type { NonRetriableError } from '../../local/outbox-errors.ts';
import { saveOutcome } from './order-outcome.ts';
import { orderFormData, type PlaceOrderPayload } from './place-order-payload.ts';

/** Names stored with outbox entries; never rename one that has shipped. */
export const PLACE_ORDER_MUTATION = 'orders.place';
export const CART_METHOD_MUTATION = 'checkout.cart-method';

/**
 * Spec §7 POST /v1/carts/update/session: one method choice. The page has already applied the §4
 * resets locally; a refused change is dropped (the order carries the choices again anyway).
 */
export const cartMethodMutation = defineMutation<CartMethodBody>(CART_METHOD_MUTATION, {
  toRequest: (body) => ({ method: 'POST', url: '/v1/carts/update/session', body }),
  async onFailure(_error, entry) {
    await (await loadLocalDb()).outbox.delete(entry.id);
  },
});

/** Spec §7 POST /v1/logs "sent on abroad order failure". Best effort: a lost log line is no loss to the user. */
export async function logAbroadFailure(payload: PlaceOrderPayload, status: number | null, code: string | null, message: string): Promise<void> {
  const content = `Order failed (abroad): ${status ?? 'network'} ${code ?? ''} ${message}; transport ${payload.transportId ?? '-'}; payment ${payload.choices.payment_method}; expected_total ${payload.expectedTotal}; selected ${JSON.stringify(payload.selectedIds)}`;
  await sendJson('POST', '/v1/logs', { content: content.slice(0, 4000), path: '/checkout' }).catch(() => undefined);
}

/** Records a refused order for the page to show, drops its outbox entry, and logs abroad failures. */
export async function recordOrderFailure(entryId: string, payload: PlaceOrderPayload, status: number | null, code: string | null, message: string): Promise<void> {
  const db = await loadLocalDb();
  await saveOutcome(db, { entryId, at: Date.now(), kind: 'failed', status, code, message, payload });
  await db.outbox.delete(entryId);
  if (payload.flow === 'abroad') await logAbroadFailure(payload, status, code, message);
}

/**
 * Spec §7 POST /v1/orders (multipart) with the outbox's Idempotency-Key, so an order queued
 * offline is created exactly once when the network returns. Success removes the ordered lines
 * from the browser's cart (spec §4 "selected lines are removed from the cart"); either way the
 * outcome is stored for whichever page shows it.
 */
export const placeOrderMutation = defineMutation<PlaceOrderPayload, OrderCreatedResponse>(PLACE_ORDER_MUTATION, {
  toRequest: (payload) => ({ method: 'POST', url: API_PATH.orders, body: orderFormData(payload) }),
  async onSuccess(response, entry) {
    const db = await loadLocalDb();
    const payload = entry.payload as PlaceOrderPayload;
    for (const productId of payload.selectedIds) await removeCartLine(db, productId);
    await saveOutcome(db, { entryId: entry.id, at: Date.now(), kind: 'placed', response });
  },
  async onFailure(error: NonRetriableError, entry) {
    await recordOrderFailure(entry.id, entry.payload as PlaceOrderPayload, error.status ?? null, error.code ?? null, error.message);
  },
});
