import { API_PATH } from '#shared/http/api-paths.ts';
import { AdminFilterResponse, AdminFiltersResponse, CategorySaved, FilterBody, FilterMergeBody, FilterReorderBody, StructureIdParams } from '#shared/catalog-structure/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminFilterDetail, adminFilterGroups } from './filter-admin-queries.ts';
import { createFilter, mergeFilterValues, renameFilter, reorderFilters } from './filter-commands.ts';

/**
 * The staff side of the filters shoppers pick (/admin/filters): groups and their values, created,
 * renamed (vi/en), reordered and merged (values). Staff only (403 to guests and customers); every
 * change recorded in the staff-change record. The storefront's filters follow through catalog_version.
 */
export async function filterAdminRoutes(app: TypedApp): Promise<void> {
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
  const base = API_PATH.adminFilters;

  app.get(base, { ...guard, schema: { tags, summary: 'Every filter group with its values and product counts', response: { 200: AdminFiltersResponse, 403: ErrorBody } } }, async (request) => ({
    groups: await adminFilterGroups(request.em),
  }));

  app.get(`${base}/:id`, { ...guard, schema: { tags, summary: 'One filter group or value with its change history', params: StructureIdParams, response: { 200: AdminFilterResponse, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    const detail = await adminFilterDetail(request.em, request.params.id);
    if (!detail) throw notFound('Filter');
    return detail;
  });

  app.post(base, { ...guard, schema: { tags, summary: 'Create a filter group or a value of a group', body: FilterBody, response: { 201: CategorySaved, ...errors } } }, async (request, reply) => {
    const created = await createFilter(request.em, request.user!.id, request.body);
    return reply.code(201).send({ id: created.id });
  });

  app.post(`${base}/reorder`, { ...guard, schema: { tags, summary: 'Set the order of the groups or of one group\'s values', body: FilterReorderBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    await reorderFilters(request.em, request.user!.id, request.body.group_id, request.body.ids);
    return { id: request.body.group_id ?? 0 };
  });

  app.post(`${base}/:id`, { ...guard, schema: { tags, summary: 'Rename a filter group or value (vi, en)', params: StructureIdParams, body: FilterBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    const renamed = await renameFilter(request.em, request.user!.id, request.params.id, request.body);
    return { id: renamed.id };
  });

  app.post(`${base}/:id/merge`, { ...guard, schema: { tags, summary: 'Merge this value into another value of its group', params: StructureIdParams, body: FilterMergeBody, response: { 200: CategorySaved, ...errors } } }, async (request) => {
    const target = await mergeFilterValues(request.em, request.user!.id, request.params.id, request.body.into_id);
    return { id: target.id };
  });
}
