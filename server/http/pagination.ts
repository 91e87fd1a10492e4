import { lastPage, type PageEnvelope } from '#shared/http/pagination.ts';

/** One page of a list as the database reads it. */
export interface PageSlice {
  page: number;
  perPage: number;
  /** SQL LIMIT / ORM `limit`. */
  limit: number;
  /** SQL OFFSET / ORM `offset`. */
  offset: number;
}

/**
 * The rows a validated list query asks for: `page` (absent → 1, as the `PageParam` default)
 * with `perPage` rows to a page.
 */
export function pageSlice(page: number | undefined, perPage: number): PageSlice {
  const current = page ?? 1;
  if (!Number.isInteger(current) || current < 1) throw new RangeError(`a page is a whole number from 1, not ${current}`);
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`page size must be a whole number from 1, not ${perPage}`);
  return { page: current, perPage, limit: perPage, offset: (current - 1) * perPage };
}

/**
 * The envelope fields of `slice` when the whole list holds `total` rows. A page past the end
 * keeps its number, answers no rows and names the last page, so the client can step back.
 */
export function pageEnvelope(slice: PageSlice, total: number): PageEnvelope {
  return { total, current_page: slice.page, per_page: slice.perPage, last_page: lastPage(total, slice.perPage) };
}
