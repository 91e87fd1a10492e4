import { Type } from 'typebox';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { AdminFooterPagesResponse, FooterGroupWrite, FooterPageWrite } from '#shared/content/page-admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminFooterPages, deleteFooterGroup, deleteFooterPage, saveFooterGroup, saveFooterPage } from './admin-footer-page-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/**
 * Staff keep the company, information and policy pages and their footer groups (spec §2
 * /cong-ty/{slug}, /information/{slug}, /pages/{slug}; spec §3 informations, pages) under
 * /v1/admin/content/pages and /v1/admin/content/footer-groups: list, add, change, delete (a group
 * only when empty). Staff only (403 to guests and customers); every change recorded in staff_changes.
 */
export async function adminFooterPageRoutes(app: TypedApp, options: { basePath: string }): Promise<void> {
  const pages = `${options.basePath}/pages`;
  const groups = `${options.basePath}/footer-groups`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const removed = { 200: Saved, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(pages, { ...guard, schema: { tags, summary: 'The footer groups and every page, withdrawn ones too', response: { 200: AdminFooterPagesResponse, 403: ErrorBody } } }, async (request) => adminFooterPages(request.em));

  app.post(pages, { ...guard, schema: { tags, summary: 'Add a footer page', body: FooterPageWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveFooterPage(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${pages}/:id`, { ...guard, schema: { tags, summary: 'Change a footer page', params: IdParams, body: FooterPageWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveFooterPage(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${pages}/:id`, { ...guard, schema: { tags, summary: 'Delete a footer page', params: IdParams, response: removed } }, async (request) => {
    await deleteFooterPage(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });

  app.post(groups, { ...guard, schema: { tags, summary: 'Add a footer group', body: FooterGroupWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveFooterGroup(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${groups}/:id`, { ...guard, schema: { tags, summary: 'Rename or move a footer group', params: IdParams, body: FooterGroupWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveFooterGroup(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${groups}/:id`, { ...guard, schema: { tags, summary: 'Delete an empty footer group', params: IdParams, response: removed } }, async (request) => {
    await deleteFooterGroup(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
