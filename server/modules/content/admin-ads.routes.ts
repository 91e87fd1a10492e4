import { Type } from 'typebox';
import { AD_PICTURE_MAX_BYTES, adFieldErrors, adValuesOf, AdminAdListResponse, type AdFormFields } from '#shared/content/ad-admin-schemas.ts';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, assertNoFieldErrors } from '../../errors.ts';
import { lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import type { TypedApp, TypedRequest } from '../../http/typed-app.ts';
import type { Storage } from '../../storage/storage.ts';
import { adminAds, adPictureNotPicture, deleteAd, saveAd, type AdWrite } from './admin-ad-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/** The ad form: its text fields and the picture (required for a new ad). */
const AD_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(400, 'validation_failed', 'Send the ad as multipart/form-data', { picture: 'field_required' }),
  limits: { files: 1, fields: 8, fieldSize: 2_000, parts: 9 },
  files: [
    {
      names: ['picture'],
      maxBytes: AD_PICTURE_MAX_BYTES,
      keep: 1,
      kinds: ['png', 'jpeg', 'webp'],
      wrongKind: adPictureNotPicture,
      tooLarge: () => new AppError(413, 'file_too_large', 'The ad picture is too large', { picture: 'file_too_large' }),
    },
  ],
};

/** Reads and checks the staff ad form with the page's own rule (shared/content/ad-admin-schemas.ts). */
async function readAdForm(request: TypedRequest<object>, isNew: boolean): Promise<AdWrite> {
  const form = await readMultipartForm(request, AD_FORM);
  const values = lastValues(form.fields);
  const fields: AdFormFields = { position: values.position, url: values.url, name: values.name, name_en: values.name_en, sort: values.sort, active: values.active };
  const picture = form.files[0]?.bytes ?? null;
  assertNoFieldErrors(adFieldErrors(fields, { pictureMissing: isNew && picture === null }));
  return { values: adValuesOf(fields), picture };
}

/**
 * Staff keep the ads (spec §3 Ad, §7 GET /v1/ads: the side banners `ad_left`/`ad_right` and the
 * `left`/`right` blocks by the footer) under /v1/admin/content/ads: list, add (a picture through
 * the one multipart reader and the image store), change, show or hide, delete. Staff only (403 to
 * guests and customers); every change recorded in staff_changes.
 */
export async function adminAdRoutes(app: TypedApp, options: { basePath: string; storage: Storage }): Promise<void> {
  const path = `${options.basePath}/ads`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

  app.get(path, { ...guard, schema: { tags, summary: 'Every ad, hidden ones too', response: { 200: AdminAdListResponse, 403: ErrorBody } } }, async (request) => adminAds(request.em));

  app.post(path, { ...guard, schema: { tags, summary: 'Add an ad (multipart, with its picture)', response: { 201: Saved, ...errors } } }, async (request, reply) => {
    const write = await readAdForm(request, true);
    return reply.code(201).send({ id: await saveAd(request.em, options.storage, request.user!.id, null, write) });
  });

  app.post(`${path}/:id`, { ...guard, schema: { tags, summary: 'Change an ad (multipart; a new picture optional)', params: IdParams, response: { 200: Saved, ...errors } } }, async (request) => {
    const write = await readAdForm(request, false);
    return { id: await saveAd(request.em, options.storage, request.user!.id, request.params.id, write) };
  });

  app.delete(`${path}/:id`, { ...guard, schema: { tags, summary: 'Delete an ad', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await deleteAd(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
