import { ADMIN_ARCHIVE_FILTERS, ADMIN_PRODUCT_SORTS, type AdminArchiveFilter, type AdminProductSort } from '#shared/catalog-admin/list-options.ts';

/** `/admin/products?q=&category_id=&brand=&stock=&preferred=&picture=&archived=&sort=&page=`: the staff list's URL state. */
export interface AdminProductsSearch {
  q?: string;
  category_id?: number;
  brand?: number;
  stock?: '1' | '0';
  preferred?: '1' | '0';
  picture?: '1' | '0';
  archived?: AdminArchiveFilter;
  sort?: AdminProductSort;
  page?: number;
}

function id(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

function yesNo(value: unknown): '1' | '0' | undefined {
  const text = String(value);
  return text === '1' || text === '0' ? text : undefined;
}

/** Keeps only what the list understands (anything else is dropped rather than sent to the server's 400). */
export function validateAdminProductsSearch(search: Record<string, unknown>): AdminProductsSearch {
  const result: AdminProductsSearch = {};
  // A number typed in the box comes back parsed from the URL; the search is text either way.
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
  if (q) result.q = q;
  const category = id(search.category_id);
  if (category) result.category_id = category;
  const brand = id(search.brand);
  if (brand) result.brand = brand;
  for (const name of ['stock', 'preferred', 'picture'] as const) {
    const value = yesNo(search[name]);
    if (value) result[name] = value;
  }
  if ((ADMIN_ARCHIVE_FILTERS as readonly unknown[]).includes(search.archived) && search.archived !== 'live') result.archived = search.archived as AdminArchiveFilter;
  if ((ADMIN_PRODUCT_SORTS as readonly unknown[]).includes(search.sort)) result.sort = search.sort as AdminProductSort;
  const page = id(search.page);
  if (page && page >= 2 && page <= 100_000) result.page = page;
  return result;
}

/** The API query string of a list state (the same names as the page's URL). */
export function adminProductsQuery(search: AdminProductsSearch): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}
