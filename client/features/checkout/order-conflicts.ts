import type { CartItem } from '#shared/cart/schemas.ts';

/**
 * Which lines a refused order named (contract: 409 price_changed / out_of_stock). The outbox keeps
 * only the error code of a refused write, so the page asks the server's cart again and compares it
 * with what the order carried; this also works for an order that waited offline.
 */
export type OrderConflictLine =
  | { kind: 'price'; productId: number; name: string; expected: number; actual: number }
  | { kind: 'stock'; productId: number; name: string; requested: number; available: number }
  | { kind: 'gone'; productId: number; name: string };

/**
 * The lines whose unit price (with the extra) differs from the one the page showed, whose stock no
 * longer covers the quantity, or that left the server's cart; in the order's line order.
 */
export function orderConflicts(
  order: { linePrices: Readonly<Record<string, number>>; lines: readonly { productId: number; name: string; quantity: number }[] },
  server: readonly CartItem[],
): OrderConflictLine[] {
  const byId = new Map(server.map((item) => [item.id, item]));
  const conflicts: OrderConflictLine[] = [];
  for (const line of order.lines) {
    const expected = order.linePrices[String(line.productId)];
    if (expected === undefined) continue;
    const item = byId.get(line.productId);
    if (!item) {
      conflicts.push({ kind: 'gone', productId: line.productId, name: line.name });
      continue;
    }
    const actual = item.price + item.price_ext;
    if (actual !== expected) conflicts.push({ kind: 'price', productId: line.productId, name: item.name, expected, actual });
    if (item.inventory < line.quantity) {
      conflicts.push({ kind: 'stock', productId: line.productId, name: item.name, requested: line.quantity, available: Math.max(0, item.inventory) });
    }
  }
  return conflicts;
}
