import type { CategoryRow, SearchSuggestResponse, SuggestionProduct } from '#shared/catalog/schemas.ts';
import { searchTarget } from './search-target.ts';

type SupplierSuggestion = SearchSuggestResponse['suppliers'][number];

/** One choice in the search popup, with the page it opens (spec §2 routes). */
export type SearchOption =
  | { kind: 'product'; key: string; href: string; product: SuggestionProduct }
  | { kind: 'category'; key: string; href: string; category: CategoryRow }
  | { kind: 'supplier'; key: string; href: string; supplier: SupplierSuggestion }
  | { kind: 'all'; key: string; href: string; keyword: string; total: number }
  | { kind: 'recent'; key: string; href: string; keyword: string };

/** The suggestion groups of one answer (see `flattenGroups` for their order). */
export interface SuggestionGroups {
  products: SearchOption[];
  categories: SearchOption[];
  suppliers: SearchOption[];
  /** "See all N results" for the typed keyword; null when nothing matched. */
  all: SearchOption | null;
}

/** The results page of a keyword, whatever case or spacing it was typed with. */
function searchHref(keyword: string): string {
  return searchTarget(keyword)?.href ?? '/products';
}

/**
 * Turns a suggestions answer into popup options: products open `/products/{slug}`, categories
 * `/product/{slug}`, brands `/suppliers/{slug}`, and "see all" the results page of `typed`.
 */
export function suggestionGroups(data: SearchSuggestResponse, typed: string): SuggestionGroups {
  const keyword = searchTarget(typed)?.keyword ?? typed.trim();
  const total = data.products.total;
  return {
    products: data.products.data.map((product) => ({
      kind: 'product',
      key: `product-${product.id}`,
      href: `/products/${encodeURIComponent(product.slug)}`,
      product,
    })),
    categories: data.category.map((category) => ({
      kind: 'category',
      key: `category-${category.id}`,
      href: `/product/${encodeURIComponent(category.slug)}`,
      category,
    })),
    suppliers: data.suppliers.map((supplier) => ({
      kind: 'supplier',
      key: `supplier-${supplier.id}`,
      href: `/suppliers/${encodeURIComponent(supplier.slug)}`,
      supplier,
    })),
    all: total > 0 ? { kind: 'all', key: 'all', href: searchHref(keyword), keyword, total } : null,
  };
}

/**
 * Every option of the groups, in display order (the arrow keys' path): the few categories and
 * brands first (a side column on wide screens), then the products, then "see all".
 */
export function flattenGroups(groups: SuggestionGroups): SearchOption[] {
  return [...groups.categories, ...groups.suppliers, ...groups.products, ...(groups.all ? [groups.all] : [])];
}

/** Remembered keywords as options that search again. */
export function recentOptions(keywords: readonly string[]): SearchOption[] {
  return keywords.map((keyword) => ({ kind: 'recent', key: `recent-${keyword}`, href: searchHref(keyword), keyword }));
}

/**
 * The option the arrow keys make active next: down from none goes to the first, past the last
 * back to none (the text field), and up the other way round.
 */
export function nextActiveIndex(current: number | null, count: number, direction: 1 | -1): number | null {
  if (count === 0) return null;
  if (current === null || current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  const next = current + direction;
  return next < 0 || next >= count ? null : next;
}
