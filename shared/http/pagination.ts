import { Type, type Static } from 'typebox';
import { MAX_PAGE } from './page-limits.ts';

/**
 * The one paged-list shape of the API (spec §7 paged lists: "data, total, current_page"), with
 * the page size and the last page so a page can draw its pager without doing the sum. Every list
 * answer spreads `PageEnvelope.properties` beside its items (`data`, `products` or `orders`).
 */
export const PageEnvelope = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  last_page: Type.Integer({ minimum: 1 }),
});
export type PageEnvelope = Static<typeof PageEnvelope>;

export { MAX_PAGE };

/** The `page` query parameter of a paged list: a whole number from 1 (the default) to `maximum`. */
export function PageParam(maximum: number = MAX_PAGE) {
  return Type.Optional(Type.Integer({ minimum: 1, maximum, default: 1 }));
}

/**
 * The last page of a list of `total` rows shown `perPage` at a time; an empty list still has
 * page 1.
 *
 * @example lastPage(0, 10) === 1
 * @example lastPage(11, 10) === 2
 */
export function lastPage(total: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`page size must be a whole number from 1, not ${perPage}`);
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`a total must be a whole number from 0, not ${total}`);
  return Math.max(1, Math.ceil(total / perPage));
}
