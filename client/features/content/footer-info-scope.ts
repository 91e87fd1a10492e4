/**
 * What a page's footer info area is about (spec §7 GET /v1/get-footer?info=1&category_id&show_info,
 * interpreted in shared/content/schemas.ts): the category listing shown, if any, and whether the
 * listing shows the category itself (its first page, unfiltered), which is when its text belongs.
 */
export interface FooterInfoScope {
  categoryId: number | null;
  showInfo: boolean;
}

/** Pages that are not a category listing: the company information only. */
export const NO_CATEGORY: FooterInfoScope = { categoryId: null, showInfo: false };

/** The listing state that narrows or pages a category (spec §2 category filtering). */
export interface ListingNarrowing {
  prid?: string | undefined;
  brand?: string | undefined;
  stock?: number | undefined;
  page?: number | undefined;
}

/**
 * The scope of a category listing: its text shows on the first page with no filter (sorting and
 * the list/grid view do not change which parts are shown); a filtered or later page is not the
 * category's own page.
 *
 * @example categoryScope(12, {}) → { categoryId: 12, showInfo: true }
 * @example categoryScope(12, { page: 2 }) → { categoryId: 12, showInfo: false }
 */
export function categoryScope(categoryId: number, search: ListingNarrowing): FooterInfoScope {
  const narrowed = Boolean(search.prid || search.brand || search.stock === 1 || (search.page ?? 1) > 1);
  return { categoryId, showInfo: !narrowed };
}
