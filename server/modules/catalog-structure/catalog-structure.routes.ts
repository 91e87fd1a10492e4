import { API_PATH } from '#shared/http/api-paths.ts';
import {
  AdminCategoriesResponse,
  AdminCategoryResponse,
  CategoryBody,
  CategoryMergeBody,
  CategoryMoveBody,
  CategoryReorderBody,
  CategorySaved,
  StructureIdParams,
} from '#shared/catalog-structure/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminCategoryDetail, adminCategoryTree } from './category-admin-queries.ts';
import { createCategory, mergeCategories, moveCategory, renameCategory, reorderCategories } from './category-commands.ts';
import { filterAdminRoutes } from './filter-admin.routes.ts';

/**
 * The staff side of the category tree (/admin/categories): create, rename (vi/en), move, reorder,
 * merge. Staff only (app.requireStaff: 403 to guests and customers); every change recorded in the
 * staff-change record. The storefront follows through catalog_version (menu, listings, filters).
 * The filter groups and values (/admin/filters) are registered here too.
 */
export async function categoryAdminRoutes(app: TypedApp): Promise<void> {
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
  const base = API_PATH.adminCategories;

  app.get(base, { ...guard, schema: { tags, summary: 'The whole category tree with product counts', response: { 200: AdminCategoriesResponse, 403: ErrorBody } } }, async (request) => ({
    categories: await adminCategoryTree(request.em),
  }));

  app.get(`${base}/:id`, { ...guard, schema: { tags, summary: 'One category with its change history', params: StructureIdParams, response: { 200: AdminCategoryResponse, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    const detail = await adminCategoryDetail(request.em, request.params.id);
    if (!detail) throw notFound('Category');
    return detail;
  });

  app.post(base, { ...guard, schema: { tags, summary: 'Create a category', body: CategoryBody, response: { 201: CategorySaved, ...errors } } }, async (request, reply) => {
    const category = await createCategory(request.em, request.user!.id, request.body);
    return reply.code(201).send({ id: category.id });
  });

  app.post(`${base}/reorder`, { ...guard, schema: { tags, summary: "Set the order of one parent's children", body: CategoryReorderBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    await reorderCategories(request.em, request.user!.id, request.body.parent_id, request.body.ids);
    return { id: request.body.parent_id ?? 0 };
  });

  app.post(`${base}/:id`, { ...guard, schema: { tags, summary: 'Rename a category (vi, en, slug)', params: StructureIdParams, body: CategoryBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    const category = await renameCategory(request.em, request.user!.id, request.params.id, request.body);
    return { id: category.id };
  });

  app.post(`${base}/:id/move`, { ...guard, schema: { tags, summary: 'Move a category under another parent', params: StructureIdParams, body: CategoryMoveBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    const category = await moveCategory(request.em, request.user!.id, request.params.id, request.body.parent_id);
    return { id: category.id };
  });

  app.post(`${base}/:id/merge`, { ...guard, schema: { tags, summary: 'Merge this category into another of its level', params: StructureIdParams, body: CategoryMergeBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    const target = await mergeCategories(request.em, request.user!.id, request.params.id, request.body.into_id);
    return { id: target.id };
  });

  await filterAdminRoutes(app);
}
