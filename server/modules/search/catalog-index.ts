import type { CategoryRow, FilterCategoryResponse, PropertyGroup, SupplierRow } from '#shared/catalog/schemas.ts';
import { notFound } from '../../errors.ts';
import { toCategoryRow } from '../catalog/catalog-mappers.ts';
import { andInto, andNotInto, countBits, countRange } from './bitset.ts';
import type { CatalogData, SortKey } from './catalog-data.ts';
import type { CatalogSearch, ListingRequest, ListingResult, SuggestResult } from './catalog-search.ts';
import { facetCounts } from './facet-counts.ts';
import { pageOfSet, type CountedSet } from './page-of-set.ts';
import { resolveFilters, resolveScope, selectedSet, type Selection } from './selection.ts';
import { countInRange } from './sorted-arrays.ts';
import { TextMatcher, type SearchMatch } from './text-match.ts';

const SORT_OF_ORDER: Record<string, SortKey> = {
  default: 'popular',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  newest: 'newest',
  stock_desc: 'stock_desc',
  name_asc: 'name_asc',
};

/**
 * The in-process catalogue engine over one immutable `CatalogData` snapshot.
 *
 * Why in process: at c=16 on two cores a suggestion may cost ~2 ms of CPU and a listing with its
 * filter counts ~10 ms, while counting filter values with SQL over a 300k-product category takes
 * hundreds. Here a category is an ordinal range, a filter value a sorted posting list, a selection
 * a bitset, facet counts one pass over the scope (see `facetCounts`), a page a walk along a
 * precomputed sort order (see `pageOfSet`), and a search a few posting-list unions per word (see
 * `TextMatcher`). Only the ids of a page leave the index; the rows come from PostgreSQL.
 *
 * Memory at 1M products (measured with `process.memoryUsage()` on the synthetic catalogue the
 * benchmark generates, see the report in `catalog-index-memory.md`): about 0.3 kB per product.
 */
export class CatalogIndex implements CatalogSearch {
  readonly data: CatalogData;
  private readonly matcher: TextMatcher;

  constructor(data: CatalogData) {
    this.data = data;
    this.matcher = new TextMatcher(data);
  }

  get version(): number {
    return this.data.version;
  }

  get productCount(): number {
    return this.data.size;
  }

  /** The products a query matches (null when it has no words), for tests and tools. */
  matchSearch(query: string): SearchMatch | null {
    return this.matcher.match(query);
  }

  listProducts(request: ListingRequest): ListingResult {
    const data = this.data;
    const scope = resolveScope(data, request, (query) => this.matcher.match(query));
    const selected = selectedSet(data, scope, resolveFilters(data, request));
    const offset = (request.page - 1) * request.perPage;
    const byRelevance = scope.search !== null && (request.sort === 'relevance' || request.sort === 'default');
    const ordinals = byRelevance
      ? this.relevancePage(scope.search!, selected, offset, request.perPage)
      : pageOfSet(selected, data.orders[SORT_OF_ORDER[request.sort] ?? 'popular'], offset, request.perPage);
    return { productIds: Array.from(ordinals, (ordinal) => data.productIds[ordinal]!), total: selected.count };
  }

  /** Exact part numbers, then part-number prefixes, then strong word matches, then the rest. */
  private relevancePage(match: SearchMatch, selected: CountedSet, offset: number, limit: number): Uint32Array {
    const data = this.data;
    const { from, to } = selected;
    const tier = (build: (set: Uint32Array) => void): CountedSet => {
      const set = selected.set.slice();
      build(set);
      return { set, from, to, count: countBits(set, from, to) };
    };
    const exact = tier((set) => andInto(set, match.exact, from, to));
    const prefix = tier((set) => andInto(set, match.prefix, from, to));
    const strong = tier((set) => {
      andInto(set, match.strong, from, to);
      andNotInto(set, match.exact, from, to);
      andNotInto(set, match.prefix, from, to);
    });
    const rest = tier((set) => {
      andNotInto(set, match.strong, from, to);
      andNotInto(set, match.exact, from, to);
      andNotInto(set, match.prefix, from, to);
    });
    const page: number[] = [];
    let skip = offset;
    for (const members of [exact, prefix, strong, rest]) {
      if (page.length === limit) break;
      if (skip >= members.count) {
        skip -= members.count;
        continue;
      }
      page.push(...pageOfSet(members, data.orders.popular, skip, limit - page.length));
      skip = 0;
    }
    return Uint32Array.from(page);
  }

  filterCounts(selection: Selection): FilterCategoryResponse {
    const data = this.data;
    const scope = resolveScope(data, selection, (query) => this.matcher.match(query));
    const counts = facetCounts(data, scope, resolveFilters(data, selection));
    const filters: Record<string, number> = {};
    const properties: PropertyGroup[] = [];
    data.groups.forEach((group, groupIndex) => {
      const children: PropertyGroup['children'] = [];
      for (const valueIndex of data.groupValues[groupIndex]!) {
        if (counts.valuePresence[valueIndex]! === 0) continue;
        const value = data.values[valueIndex]!;
        const pCount = counts.valueCounts[valueIndex]!;
        filters[value.id] = pCount;
        children.push({ id: value.id, parent_id: group.id, name: value.name, name_en: value.name_en, pCount });
      }
      if (children.length) properties.push({ id: group.id, parent_id: null, name: group.name, name_en: group.name_en, children });
    });
    const brands: Record<string, number> = {};
    data.suppliers.forEach((supplier, index) => {
      if (counts.supplierPresence[index]! > 0) brands[supplier.id] = counts.supplierCounts[index]!;
    });
    return { filters, brands, properties, total: counts.total };
  }

  suggest(query: string, limit: number): SuggestResult {
    const data = this.data;
    const match = this.matcher.match(query);
    if (!match) return { productIds: [], total: 0, categories: [], suppliers: [] };
    const everything: CountedSet = { set: match.all, from: 0, to: match.all.length, count: match.count };
    const ordinals = this.relevancePage(match, everything, 0, limit);
    return {
      productIds: Array.from(ordinals, (ordinal) => data.productIds[ordinal]!),
      total: match.count,
      categories: this.suggestedCategories(match, 5),
      suppliers: match.suppliers
        .map((index) => ({ index, products: countInRange(data.supplierPostings, index, 0, data.size) }))
        .sort((a, b) => b.products - a.products)
        .slice(0, 5)
        .map(({ index }) => {
          const { id, name, slug } = data.suppliers[index]!;
          return { id, name, slug };
        }),
    };
  }

  /**
   * Categories named like the query (biggest first), then the categories holding most of the
   * matching products, so `lm317` suggests its regulator category.
   */
  private suggestedCategories(match: SearchMatch, limit: number): CategoryRow[] {
    const data = this.data;
    const named = match.categories.sort((a, b) => data.categories[b]!.number_product - data.categories[a]!.number_product).slice(0, limit);
    if (named.length < limit && match.count > 0) {
      const holding: { index: number; matches: number }[] = [];
      data.categories.forEach((_, index) => {
        const lo = data.subtreeStart[index]!;
        const hi = data.directEnd[index]!;
        if (hi > lo && !named.includes(index)) {
          const matches = countRange(match.all, lo, hi);
          if (matches > 0) holding.push({ index, matches });
        }
      });
      holding.sort((a, b) => b.matches - a.matches);
      for (const { index } of holding.slice(0, limit - named.length)) named.push(index);
    }
    return named.map((index) => toCategoryRow(data.categories[index]!));
  }

  suppliers(categoryId?: number): SupplierRow[] {
    const data = this.data;
    let lo = 0;
    let hi = data.size;
    if (categoryId !== undefined) {
      const index = data.categoryIndexById.get(categoryId);
      if (index === undefined) throw notFound('Category');
      lo = data.subtreeStart[index]!;
      hi = data.subtreeEnd[index]!;
    }
    const rows: SupplierRow[] = [];
    data.suppliers.forEach((supplier, index) => {
      const pCount = countInRange(data.supplierPostings, index, lo, hi);
      if (pCount > 0 || categoryId === undefined) rows.push({ id: supplier.id, name: supplier.name, slug: supplier.slug, pCount });
    });
    return rows;
  }

  supplierBySlug(slug: string): SupplierRow | null {
    const data = this.data;
    const index = data.supplierIndexBySlug.get(slug);
    if (index === undefined) return null;
    const { id, name } = data.suppliers[index]!;
    return { id, name, slug, pCount: countInRange(data.supplierPostings, index, 0, data.size) };
  }
}
