import { Type, type Static } from 'typebox';

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
const MenuLevel1 = Type.Object({ ...CategoryRow.properties, children: Type.Array(MenuLevel2) });

/** GET /v1/get-menu: the three-level category tree for the mega-menu (spec §2, §7). */
export const MenuResponse = Type.Object({ categories: Type.Array(MenuLevel1) });
export type MenuResponse = Static<typeof MenuResponse>;
export type MenuCategory = Static<typeof MenuLevel1>;
export type MenuSubcategory = Static<typeof MenuLevel2>;

/** A product in lists and carousels (spec §3 Product); `price` is integer VND. */
export const ProductCard = Type.Object({
  id: Id,
  slug: Type.String(),
  name: Type.String(),
  image_id: NullableId,
  price: Type.Integer({ minimum: 0 }),
  unit: Type.String(),
  inventory: Type.Integer(),
  multiples: Type.Integer({ minimum: 1 }),
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
