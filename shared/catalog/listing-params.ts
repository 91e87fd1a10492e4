import { DEFAULT_NUMBER_VIEW, NUMBER_VIEWS, ORDER_SORTS, type OrderSort } from './listing-options.ts';

/** Parses a comma-separated id list (`prid`, `brand`): positive integers, deduplicated, sorted. */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The inverse of `parseIdList`; empty lists give an empty string (the parameter is dropped). */
export function formatIdList(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

export function isOrderSort(value: unknown): value is OrderSort {
  return typeof value === 'string' && (ORDER_SORTS as readonly string[]).includes(value);
}

export function isNumberView(value: unknown): value is (typeof NUMBER_VIEWS)[number] {
  return typeof value === 'number' && (NUMBER_VIEWS as readonly number[]).includes(value);
}

export { DEFAULT_NUMBER_VIEW };
