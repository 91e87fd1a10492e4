import { Type, type Static } from 'typebox';
import { StaffChangeRow } from '../audit/schemas.ts';

/**
 * The staff catalogue-structure API (/v1/admin/categories, /v1/admin/filters): staff and admins
 * only, customers 403 `forbidden`, guests 403 `login_required`. Every change is recorded in the
 * one staff-change record and shown back as the item's history.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
export const StructureIdParams = Type.Object({ id: Id });

export const AdminCategoryRow = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  position: Type.Integer(),
  number_product: Type.Integer(),
});
export type AdminCategoryRow = Static<typeof AdminCategoryRow>;

/** GET /v1/admin/categories: every category, parents before children, siblings in display order. */
export const AdminCategoriesResponse = Type.Object({ categories: Type.Array(AdminCategoryRow) });
export type AdminCategoriesResponse = Static<typeof AdminCategoriesResponse>;

export const AdminCategoryResponse = Type.Object({ category: AdminCategoryRow, changes: Type.Array(StaffChangeRow) });
export type AdminCategoryResponse = Static<typeof AdminCategoryResponse>;

/** POST /v1/admin/categories (create under `parent_id`, null = top level) and POST /{id} (rename). */
export const CategoryBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  name_en: Type.String({ maxLength: 1000 }),
  slug: Type.String({ maxLength: 1000 }),
  parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type CategoryBody = Static<typeof CategoryBody>;

/** POST /v1/admin/categories/{id}/move: a new parent (null = top level). */
export const CategoryMoveBody = Type.Object({ parent_id: Type.Union([Id, Type.Null()]) });
export type CategoryMoveBody = Static<typeof CategoryMoveBody>;

/** POST /v1/admin/categories/reorder: the children of `parent_id`, every one, in their new order. */
export const CategoryReorderBody = Type.Object({ parent_id: Type.Union([Id, Type.Null()]), ids: Type.Array(Id, { maxItems: 1000 }) });
export type CategoryReorderBody = Static<typeof CategoryReorderBody>;

/** POST /v1/admin/categories/{id}/merge: this category's products and children go to `into_id`; it is then removed. */
export const CategoryMergeBody = Type.Object({ into_id: Id });
export type CategoryMergeBody = Static<typeof CategoryMergeBody>;

export const CategorySaved = Type.Object({ id: Type.Integer() });

/** A filter value as staff see it: its names, its place in the group and how many products carry it. */
export const AdminFilterValueRow = Type.Object({
  id: Type.Integer(),
  group_id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  position: Type.Integer(),
  product_count: Type.Integer(),
});
export type AdminFilterValueRow = Static<typeof AdminFilterValueRow>;

/** A filter group (e.g. "Kiểu chân" / "Package") with its values in display order. */
export const AdminFilterGroupRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  position: Type.Integer(),
  values: Type.Array(AdminFilterValueRow),
});
export type AdminFilterGroupRow = Static<typeof AdminFilterGroupRow>;

/** GET /v1/admin/filters: every group in display order, each with its values. */
export const AdminFiltersResponse = Type.Object({ groups: Type.Array(AdminFilterGroupRow) });
export type AdminFiltersResponse = Static<typeof AdminFiltersResponse>;

/** GET /v1/admin/filters/{id}: one group or value with its change history. */
export const AdminFilterResponse = Type.Object({
  filter: Type.Object({ id: Type.Integer(), group_id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String(), name_en: Type.String(), position: Type.Integer() }),
  changes: Type.Array(StaffChangeRow),
});
export type AdminFilterResponse = Static<typeof AdminFilterResponse>;

/** POST /v1/admin/filters (a new group when `group_id` is null or absent, else a value of that group) and POST /{id} (rename). */
export const FilterBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  name_en: Type.String({ maxLength: 1000 }),
  group_id: Type.Optional(Type.Union([Id, Type.Null()])),
});
export type FilterBody = Static<typeof FilterBody>;

/** POST /v1/admin/filters/reorder: the groups (`group_id` null) or one group's values, every one, in their new order. */
export const FilterReorderBody = Type.Object({ group_id: Type.Union([Id, Type.Null()]), ids: Type.Array(Id, { maxItems: 5000 }) });
export type FilterReorderBody = Static<typeof FilterReorderBody>;

/** POST /v1/admin/filters/{id}/merge: this value's products go to the value `into_id` of the same group; it is then removed. */
export const FilterMergeBody = Type.Object({ into_id: Id });
export type FilterMergeBody = Static<typeof FilterMergeBody>;
