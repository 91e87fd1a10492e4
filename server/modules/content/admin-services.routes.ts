import { Type } from 'typebox';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { AdminServiceListResponse, ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminServices, deleteService, saveService } from './admin-service-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/**
 * Staff keep the shop's services (spec §2 /dich-vu) under /v1/admin/content/services: list, add,
 * change (words in both languages, address, body, call to action, order, shown or withdrawn),
 * delete. Staff only (403 to guests and customers); every change recorded in staff_changes.
 */
export async function adminServiceRoutes(app: TypedApp, options: { basePath: string }): Promise<void> {
  const path = `${options.basePath}/services`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(path, { ...guard, schema: { tags, summary: 'Every service, withdrawn ones too', response: { 200: AdminServiceListResponse, 403: ErrorBody } } }, async (request) => adminServices(request.em));

  app.post(path, { ...guard, schema: { tags, summary: 'Add a service', body: ServiceWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveService(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${path}/:id`, { ...guard, schema: { tags, summary: 'Change a service', params: IdParams, body: ServiceWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveService(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${path}/:id`, { ...guard, schema: { tags, summary: 'Delete a service', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await deleteService(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
