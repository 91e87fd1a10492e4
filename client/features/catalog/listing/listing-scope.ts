import { ORDER_SORTS, type OrderSort } from '#shared/catalog/listing-options.ts';
import type { FilterCategoryQuery } from '#shared/catalog/schemas.ts';

/** What a listing lists: a category (with its descendants), a brand, or a search (spec §2). */
export type ListingScope =
  | { kind: 'category'; categoryId: number }
  | { kind: 'supplier'; supplierId: number }
  | { kind: 'search'; keyword: string };

/** The scope's parameters of /v1/products and /v1/filter-category. */
export function scopeQuery(scope: ListingScope): Pick<FilterCategoryQuery, 'category_id' | 'supplier_id' | 'search'> {
  switch (scope.kind) {
    case 'category':
      return { category_id: scope.categoryId };
    case 'supplier':
      return { supplier_id: scope.supplierId };
    case 'search':
      return { search: scope.keyword };
  }
}

/** Sorts the toolbar offers: relevance only on a search, where it is the default (and first). */
export function sortsFor(scope: ListingScope): OrderSort[] {
  const rest = ORDER_SORTS.filter((sort) => sort !== 'relevance' && sort !== 'default');
  return scope.kind === 'search' ? ['relevance', ...rest] : ['default', ...rest];
}

export function defaultSortFor(scope: ListingScope): OrderSort {
  return scope.kind === 'search' ? 'relevance' : 'default';
}
