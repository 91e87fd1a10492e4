import type { OrdersSearch } from './orders-screen.tsx';

const ORDER_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function code(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && ORDER_CODE.test(text) ? text : undefined;
}

/** `/orders` query: `page` (≥ 2), and the order codes of the placed / paid / payment_failed banners; anything else is dropped. */
export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const result: OrdersSearch = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page >= 2 && page <= 10_000) result.page = page;
  const placed = code(search.placed);
  if (placed) result.placed = placed;
  const paid = code(search.paid);
  if (paid) result.paid = paid;
  const failed = code(search.payment_failed);
  if (failed) result.payment_failed = failed;
  return result;
}
