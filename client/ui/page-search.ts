import { MAX_PAGE } from '#shared/http/page-limits.ts';

/** The `?page=N` search of a paged list screen: N a whole number from 2; page 1 has none, anything else is dropped. */
export interface PageSearch {
  page?: number;
}

/** A route's `validateSearch` for a list that pages by `?page=N` (the links SimplePager draws). */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= MAX_PAGE ? { page } : {};
}
