import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { NUMBER_VIEWS, ORDER_SORTS, type NumberView, type OrderSort } from './listing-options.ts';

// Server code reads the listing options with the schemas; the client imports listing-options.ts.
export { DEFAULT_NUMBER_VIEW, NUMBER_VIEWS, ORDER_SORTS, type NumberView, type OrderSort } from './listing-options.ts';

const Id = Type.Integer({ minimum: 1 });
const NullableId = Type.Union([Id, Type.Null()]);

/** A category as the API lists it (spec §3 Category), with both storefront names. */
export const CategoryRow = Type.Object({
  id: Id,
  parent_id: NullableId,
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  slug: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  image_id: NullableId,
  number_product: Type.Integer({ minimum: 0 }),
});
export type CategoryRow = Static<typeof CategoryRow>;

const MenuLevel3 = Type.Object({ ...CategoryRow.properties });
const MenuLevel2 = Type.Object({ ...CategoryRow.properties, children: Type.Array(MenuLevel3) });
const MenuLevel1 = Type.Object({
  ...CategoryRow.properties,
  /**
   * Products in stock in the whole family (the home page leaves out a block that
   * would show only sold-out parts). Absent in a menu cached before the field existed.
   */
  number_in_stock: Type.Optional(Type.Integer({ minimum: 0 })),
  children: Type.Array(MenuLevel2),
});

/** GET /v1/get-menu: the three-level category tree for the mega-menu (spec §2, §7). */
export const MenuResponse = Type.Object({ categories: Type.Array(MenuLevel1) });
export type MenuResponse = Static<typeof MenuResponse>;
export type MenuCategory = Static<typeof MenuLevel1>;
export type MenuSubcategory = Static<typeof MenuLevel2>;

/**
 * A product's English name as staff wrote it (null: none). Answers carry both names, like
 * categories, so one cached answer serves both storefronts; the English storefront shows this
 * one and falls back to `name` when it is null or blank (client/i18n/localized-name.ts).
 */
const ProductNameEn = Type.Union([Type.String(), Type.Null()]);

/** A product in lists and carousels (spec §3 Product); `price` is integer VND. */
export const ProductCard = Type.Object({
  id: Id,
  slug: Type.String(),
  name: Type.String(),
  name_en: ProductNameEn,
  image_id: NullableId,
  price: Type.Integer({ minimum: 0 }),
  unit: Type.String(),
  inventory: Type.Integer(),
  /** The minimum order quantity (spec §3 `multiples`; the rule is in shared/catalog/quantity.ts). */
  multiples: Type.Integer({ minimum: 1 }),
  /** What the quantity moves by above the minimum. */
  step: Type.Integer({ minimum: 1 }),
  supplier_name: Type.Union([Type.String(), Type.Null()]),
  product_tag_name: Type.Union([Type.String(), Type.Null()]),
  subject_id: Id,
});
export type ProductCard = Static<typeof ProductCard>;

/** GET /v1/get-category-show query (spec §7). */
export const CategoryShowQuery = Type.Object({
  parent_id: Type.Integer({ minimum: 0, description: '0 lists the level-1 categories' }),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
});
export type CategoryShowQuery = Static<typeof CategoryShowQuery>;

/** GET /v1/get-category-show: a category's children, its ancestors and its best products. */
export const CategoryShowResponse = Type.Object({
  categories: Type.Array(CategoryRow),
  parent_categories: Type.Array(CategoryRow),
  products: Type.Array(ProductCard),
});
export type CategoryShowResponse = Static<typeof CategoryShowResponse>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/**
 * A comma-separated list of positive ids in a query string (spec §2 `prid`, `brand`). Parsed with
 * `parseIdList` from `listing-params.ts`; the pattern rejects anything else with a 400.
 */
export const IdListParam = Type.String({ pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*)?$', maxLength: 2000 });

/** GET /v1/get-category?parent_id[&level=3] (spec §7): children, or with level=3 every level-3 descendant. */
export const CategoryListQuery = Type.Object({
  parent_id: Type.Integer({ minimum: 0, description: '0 lists the level-1 categories' }),
  level: Type.Optional(Type.Literal(3)),
});
export type CategoryListQuery = Static<typeof CategoryListQuery>;
export const CategoryListResponse = Type.Object({ categories: Type.Array(CategoryRow) });
export type CategoryListResponse = Static<typeof CategoryListResponse>;



/** The selection every listing and its filter counts share (spec §2 category filtering). */
const SelectionParams = {
  category_id: Type.Optional(Id),
  supplier_id: Type.Optional(Id),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  prid: Type.Optional(IdListParam),
  brand: Type.Optional(IdListParam),
  stock: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
};

/**
 * GET /v1/products: one page of a category, brand or search listing. Exactly one of
 * category_id, supplier_id and search scopes the listing (a search may add category_id).
 */
export const ProductListQuery = Type.Object({
  ...SelectionParams,
  order_sort: Type.Optional(Type.Unsafe<OrderSort>({ type: 'string', enum: [...ORDER_SORTS] })),
  number_view: Type.Optional(Type.Unsafe<NumberView>({ type: 'integer', enum: [...NUMBER_VIEWS] })),
  page: PageParam(),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

/** A listing row: the card plus what an engineer compares in list view. */
export const ProductListItem = Type.Object({
  ...ProductCard.properties,
  sku: Type.String(),
  mpn: Type.String(),
  package: NullableString,
  description: NullableString,
  supplier_slug: NullableString,
});
export type ProductListItem = Static<typeof ProductListItem>;

export const ProductListResponse = Type.Object({
  products: Type.Array(ProductListItem),
  ...PageEnvelope.properties,
});
export type ProductListResponse = Static<typeof ProductListResponse>;

/** GET /v1/filter-category (spec §7); also accepts supplier_id or search for brand and search pages. */
export const FilterCategoryQuery = Type.Object(SelectionParams);
export type FilterCategoryQuery = Static<typeof FilterCategoryQuery>;

/** A filter value (spec §3 Property): `pCount` products match it under the current selection. */
export const PropertyValue = Type.Object({
  id: Id,
  parent_id: Id,
  name: Type.String(),
  name_en: Type.String(),
  pCount: Type.Integer({ minimum: 0 }),
});
export type PropertyValue = Static<typeof PropertyValue>;

/** A filter group with its values, in display order. */
export const PropertyGroup = Type.Object({
  id: Id,
  parent_id: Type.Null(),
  name: Type.String(),
  name_en: Type.String(),
  children: Type.Array(PropertyValue),
});
export type PropertyGroup = Static<typeof PropertyGroup>;

/**
 * Filter data (spec §3): `filters` maps every value id of `properties` to its pCount for the
 * current selection (a value's own group is left out of the selection when counting it, so
 * choosing more values in one group widens the result); `brands` does the same per supplier id;
 * `total` is the number of products the current selection matches.
 */
export const FilterCategoryResponse = Type.Object({
  filters: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Integer({ minimum: 0 })),
  brands: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Integer({ minimum: 0 })),
  properties: Type.Array(PropertyGroup),
  total: Type.Integer({ minimum: 0 }),
});
export type FilterCategoryResponse = Static<typeof FilterCategoryResponse>;

/** A brand (spec §3 Supplier) with the number of products in scope. */
export const SupplierRow = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  pCount: Type.Integer({ minimum: 0 }),
});
export type SupplierRow = Static<typeof SupplierRow>;

/** GET /v1/suppliers/get-json?category_id (spec §7); without category_id: every brand. */
export const SupplierListQuery = Type.Object({ category_id: Type.Optional(Id) });
export type SupplierListQuery = Static<typeof SupplierListQuery>;
export const SupplierListResponse = Type.Object({ suppliers: Type.Array(SupplierRow) });
export type SupplierListResponse = Static<typeof SupplierListResponse>;

/** GET /v1/suppliers/{slug}: a brand page's header. */
export const SupplierDetailResponse = Type.Object({
  supplier: Type.Object({ id: Id, name: Type.String(), slug: Type.String(), pCount: Type.Integer({ minimum: 0 }) }),
});
export type SupplierDetailResponse = Static<typeof SupplierDetailResponse>;

/** A volume price break (spec §3 Cart item `prices`): unit `price` VND from `quantity` up. */
export const PriceBreak = Type.Object({
  quantity: Type.Integer({ minimum: 1 }),
  price: Type.Integer({ minimum: 0 }),
});
export type PriceBreak = Static<typeof PriceBreak>;

/** A product's parametric attribute: group name and value name, in both storefront languages. */
export const ProductAttribute = Type.Object({
  group_id: Id,
  group: Type.String(),
  group_en: Type.String(),
  value_id: Id,
  value: Type.String(),
  value_en: Type.String(),
});
export type ProductAttribute = Static<typeof ProductAttribute>;

/** GET /v1/products/{slug}: everything the product page shows. */
export const ProductDetail = Type.Object({
  ...ProductListItem.properties,
  datasheet_url: NullableString,
  supplier_id: NullableId,
  /** Gallery images, the main one first (at least `image_id` when it is set). */
  images: Type.Array(Id),
  prices: Type.Array(PriceBreak),
  /** A full reel of the part, offered as a one-click quantity; null when none. */
  reel: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  attributes: Type.Array(ProductAttribute),
  /** The category chain, root first, the product's own (leaf) category last. */
  categories: Type.Array(CategoryRow),
});
export type ProductDetail = Static<typeof ProductDetail>;
export const ProductDetailResponse = Type.Object({ product: ProductDetail });
export type ProductDetailResponse = Static<typeof ProductDetailResponse>;

/** Product carousels and boxes: /v1/product-viewed, /v1/product-popular, /v1/products/product-relate. */
export const ProductListsResponse = Type.Object({ products: Type.Array(ProductCard) });
export type ProductListsResponse = Static<typeof ProductListsResponse>;

/** GET /v1/product-viewed?ids: cards for the ids a guest keeps in Dexie, in the given order. */
export const ProductViewedQuery = Type.Object({ ids: Type.Optional(IdListParam) });
export type ProductViewedQuery = Static<typeof ProductViewedQuery>;
/** GET /v1/product-popular[?category_id]. */
export const ProductPopularQuery = Type.Object({ category_id: Type.Optional(Id), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) });
export type ProductPopularQuery = Static<typeof ProductPopularQuery>;
/** GET /v1/products/product-relate?product_id. */
export const ProductRelateQuery = Type.Object({ product_id: Id });
export type ProductRelateQuery = Static<typeof ProductRelateQuery>;

/** Search query (spec §5, §7): the client sends `q` lowercased and at least 2 characters. */
export const SearchQuery = Type.Object({ q: Type.String({ minLength: 2, maxLength: 100 }) });
export type SearchQuery = Static<typeof SearchQuery>;

/** A product in search suggestions (spec §3 Search suggestion) plus what identifies a part. */
export const SuggestionProduct = Type.Object({
  id: Id,
  name: Type.String(),
  name_en: ProductNameEn,
  slug: Type.String(),
  image_id: NullableId,
  price: Type.Integer({ minimum: 0 }),
  unit: Type.String(),
  multiples: Type.Integer({ minimum: 1 }),
  step: Type.Integer({ minimum: 1 }),
  inventory: Type.Integer(),
  sku: Type.String(),
  mpn: Type.String(),
  supplier_name: NullableString,
});
export type SuggestionProduct = Static<typeof SuggestionProduct>;

/** GET /v1/search-autohome?q: products {data, total}, matching categories and suppliers. */
export const SearchSuggestResponse = Type.Object({
  products: Type.Object({ data: Type.Array(SuggestionProduct), total: Type.Integer({ minimum: 0 }) }),
  category: Type.Array(CategoryRow),
  suppliers: Type.Array(Type.Object({ id: Id, name: Type.String(), slug: Type.String() })),
});
export type SearchSuggestResponse = Static<typeof SearchSuggestResponse>;

/** GET /v1/search-cart?q: products to add on the cart page, with their volume prices. */
export const SearchCartResponse = Type.Object({
  products: Type.Object({
    data: Type.Array(Type.Object({ ...SuggestionProduct.properties, prices: Type.Array(PriceBreak) })),
  }),
});
export type SearchCartResponse = Static<typeof SearchCartResponse>;
