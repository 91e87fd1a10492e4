import { Type } from 'typebox';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { AdminSupporterListResponse, SupportGroupWrite, SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminSupporters, deleteSupporter, saveSupporter } from './admin-supporter-commands.ts';
import { deleteSupportGroup, saveSupportGroup } from './admin-support-group-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/**
 * Staff keep the floating support widget's people (spec §3 Supporter, §7 GET /v1/supports) under
 * /v1/admin/content/supporters: list, add, change (channels, group, order, shown or hidden),
 * delete. Staff only (403 to guests and customers); every change recorded in staff_changes.
 */
export async function adminSupporterRoutes(app: TypedApp, options: { basePath: string }): Promise<void> {
  const path = `${options.basePath}/supporters`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(path, { ...guard, schema: { tags, summary: 'The support groups and every supporter', response: { 200: AdminSupporterListResponse, 403: ErrorBody } } }, async (request) => adminSupporters(request.em));

  app.post(path, { ...guard, schema: { tags, summary: 'Add a supporter', body: SupporterWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveSupporter(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${path}/:id`, { ...guard, schema: { tags, summary: 'Change a supporter', params: IdParams, body: SupporterWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveSupporter(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${path}/:id`, { ...guard, schema: { tags, summary: 'Delete a supporter', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await deleteSupporter(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });

  // The supporters' groups (spec §3 Support group): name vi/en and order; deleted only when empty.
  const groups = `${options.basePath}/support-groups`;
  app.post(groups, { ...guard, schema: { tags, summary: 'Add a support group', body: SupportGroupWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveSupportGroup(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${groups}/:id`, { ...guard, schema: { tags, summary: 'Rename or move a support group', params: IdParams, body: SupportGroupWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveSupportGroup(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${groups}/:id`, { ...guard, schema: { tags, summary: 'Delete an empty support group', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } } }, async (request) => {
    await deleteSupportGroup(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
