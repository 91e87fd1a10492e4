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
