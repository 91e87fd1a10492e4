import { isOrderStatus, type OrderKind, type OrderStatus } from '#shared/orders/lifecycle.ts';

/** `/admin?kind=pcb&status=confirmed&q=DH12&page=2`: the back office list's URL state. */
export interface AdminSearch {
  kind?: 'pcb';
  status?: OrderStatus;
  q?: string;
  page?: number;
}

/** Keeps only what the list understands; shop orders, every status, no search and page 1 are left out. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const result: AdminSearch = {};
  if (search.kind === 'pcb') result.kind = 'pcb';
  if (isOrderStatus(search.status)) result.status = search.status;
  // Numbers typed in the box come back parsed from the URL; the search is text either way.
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  if (q) result.q = q;
  const page = Number(search.page);
  if (Number.isInteger(page) && page >= 2 && page <= 100_000) result.page = page;
  return result;
}

/** The list's kind: shop orders unless the PCB tab is chosen. */
export function adminKind(search: AdminSearch): OrderKind {
  return search.kind ?? 'shop';
}
