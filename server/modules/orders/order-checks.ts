import { lineUnitPrice } from '#shared/cart/cart-line.ts';
import type { OutOfStockLine, PriceChangedLine } from '#shared/checkout/schemas.ts';
import { cartLineOf } from '#shared/checkout/totals-input.ts';
import type { OrderValidationError } from '#shared/checkout/validation.ts';
import { ORDER_MESSAGE_TEXT_EN } from '#shared/checkout/validation.ts';
import { AppError } from '../../errors.ts';
import type { OrderItem } from './order-item-queries.ts';

/** A 409 whose body names the order's lines (contract: price_changed / out_of_stock). */
export class OrderConflictError extends AppError {
  readonly lines: PriceChangedLine[] | OutOfStockLine[];

  constructor(code: 'price_changed' | 'out_of_stock', message: string, lines: PriceChangedLine[] | OutOfStockLine[]) {
    super(409, code, message);
    this.name = 'OrderConflictError';
    this.lines = lines;
  }
}

/** The 400 of the first failing spec §5 check: its message key as the code, the field it names. */
export function orderValidationError(error: OrderValidationError): AppError {
  const message = ORDER_MESSAGE_TEXT_EN[error.key] ?? error.key;
  return new AppError(400, error.key, message, error.field ? { [error.field]: error.key } : undefined);
}

/**
 * The lines whose unit price now differs from the one the page showed (`line_prices`); a line the
 * page sent no price for counts as changed (expected 0), so nothing is ever charged unseen.
 */
export function changedPrices(items: readonly OrderItem[], linePrices: ReadonlyMap<number, number>): PriceChangedLine[] {
  return items.flatMap((item) => {
    const actual = lineUnitPrice(cartLineOf(item));
    const expected = linePrices.get(item.id);
    return expected === actual ? [] : [{ product_id: item.id, name: item.name, expected: expected ?? 0, actual }];
  });
}

/** The lines the stock no longer covers, read under the row lock. */
export function outOfStock(items: readonly OrderItem[]): OutOfStockLine[] {
  return items.flatMap((item) =>
    item.quantity > item.inventory ? [{ product_id: item.id, name: item.name, requested: item.quantity, available: Math.max(0, item.inventory) }] : [],
  );
}
