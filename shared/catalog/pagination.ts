/** Spec §9: "Pagination step 3". */
export const PAGINATION_STEP = 3;

/** One entry of a pagination bar: a page link, or an ellipsis standing for two or more hidden pages. */
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; before: number };

/** Clamps a requested page into 1..last (a listing always has at least one page). */
export function clampPage(page: number, lastPage: number): number {
  const last = Math.max(1, Math.floor(lastPage));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * The pages a pagination bar shows (spec §2 "neighbours of the current page, first and last pages
 * with ellipses"; spec §9 "step 3"). The exact reading:
 *
 * - the neighbours are the pages `current - step … current + step`, clipped to `1 … last`
 *   (so up to 3 pages each side of the current one with the default step);
 * - page 1 and page `last` are always shown;
 * - a run of hidden pages between page 1 and the first neighbour (or between the last neighbour
 *   and page `last`) becomes one ellipsis when it has two or more pages; a run of exactly one page
 *   shows that page instead, because an ellipsis would take the same room and hide a page.
 *
 * Examples with last = 20: current 1 → 1 2 3 4 … 20; current 10 → 1 … 7 8 9 10 11 12 13 … 20;
 * current 6 → 1 2 3 4 5 6 7 8 9 … 20; current 20 → 1 … 17 18 19 20. `current` is clamped into
 * `1 … last`; a last page below 1 counts as 1.
 */
export function pageItems(current: number, lastPage: number, step: number = PAGINATION_STEP): PageItem[] {
  const last = Math.max(1, Math.floor(lastPage));
  const page = clampPage(current, last);
  const reach = Math.max(0, Math.floor(step));
  let from = Math.max(1, page - reach);
  let to = Math.min(last, page + reach);
  // A single hidden page next to an end is shown rather than replaced by an ellipsis.
  if (from === 3) from = 2;
  if (to === last - 2) to = last - 1;

  const items: PageItem[] = [];
  const push = (n: number) => items.push({ kind: 'page', page: n, current: n === page });
  if (from > 1) {
    push(1);
    if (from > 2) items.push({ kind: 'gap', before: from });
  }
  for (let n = from; n <= to; n += 1) push(n);
  if (to < last) {
    if (to < last - 1) items.push({ kind: 'gap', before: last });
    push(last);
  }
  return items;
}

/** The previous/next arrows' targets, null at the first/last page (spec §2 previous/next arrows). */
export function adjacentPages(current: number, lastPage: number): { previous: number | null; next: number | null } {
  const last = Math.max(1, Math.floor(lastPage));
  const page = clampPage(current, last);
  return { previous: page > 1 ? page - 1 : null, next: page < last ? page + 1 : null };
}

/** The 1-based range of items a page shows, e.g. items 25–48 of 1,000 on page 2 of 24 per page. */
export function pageRange(page: number, perPage: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min(total, (Math.max(1, page) - 1) * perPage + 1);
  return { first, last: Math.min(total, first + perPage - 1) };
}
