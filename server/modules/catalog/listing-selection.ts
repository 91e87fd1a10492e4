import type { FilterCategoryQuery } from '#shared/catalog/schemas.ts';
import { parseIdList } from '#shared/catalog/listing-params.ts';
import type { Selection } from '../search/index.ts';

/**
 * The selection a listing or its filter counts ask for (spec §2 category filtering). The scope
 * is category_id, supplier_id or search; given together they intersect (a search inside a
 * category, a brand inside a category); none means the whole catalogue.
 */
export function selectionOf(query: FilterCategoryQuery): Selection {
  return {
    categoryId: query.category_id,
    supplierId: query.supplier_id,
    search: query.search,
    prid: parseIdList(query.prid),
    brand: parseIdList(query.brand),
    stock: query.stock === 1,
  };
}
