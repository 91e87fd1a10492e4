import { Type } from 'typebox';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { AdminBannerListResponse, BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { adminBanners, deleteBanner, saveBanner } from './admin-banner-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/**
 * Staff author the notification banners (spec §2, §3) under /v1/admin/content/banners: list,
 * create, change (show or hide with `active`), delete. Staff only (403 to guests and customers);
 * every change is recorded in the one record of staff changes.
 */
export async function adminBannerRoutes(app: TypedApp, options: { basePath: string }): Promise<void> {
  const path = `${options.basePath}/banners`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(path, { ...guard, schema: { tags, summary: 'Every notification banner', response: { 200: AdminBannerListResponse, 403: ErrorBody } } }, async (request) => adminBanners(request.em));

  app.post(path, { ...guard, schema: { tags, summary: 'Create a notification banner', body: BannerWrite, response: { 201: Saved, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveBanner(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${path}/:id`, { ...guard, schema: { tags, summary: 'Change a notification banner', params: IdParams, body: BannerWrite, response: { 200: Saved, ...errors } } }, async (request) => ({
    id: await saveBanner(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${path}/:id`, { ...guard, schema: { tags, summary: 'Delete a notification banner', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await deleteBanner(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
