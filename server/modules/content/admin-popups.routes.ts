import { Type } from 'typebox';
import { IdParams } from '#shared/content/admin-schemas.ts';
import { AdminPopupListResponse, BackLinkWrite, POPUP_PICTURE_MAX_BYTES, popupFieldErrors, popupValuesOf, type PopupFormFields } from '#shared/content/popup-admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, assertNoFieldErrors } from '../../errors.ts';
import { lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import type { TypedApp, TypedRequest } from '../../http/typed-app.ts';
import type { Storage } from '../../storage/storage.ts';
import { adminPopups, deleteBackLink, deletePopup, popupPictureNotPicture, saveBackLink, savePopup, type PopupWrite } from './admin-popup-commands.ts';

const Saved = Type.Object({ id: Type.Integer() });

/** The popup form: its text fields and an optional picture. */
const POPUP_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(400, 'validation_failed', 'Send the popup as multipart/form-data', { title: 'field_required' }),
  limits: { files: 1, fields: 10, fieldSize: 2_000, parts: 11 },
  files: [
    {
      names: ['picture'],
      maxBytes: POPUP_PICTURE_MAX_BYTES,
      keep: 1,
      kinds: ['png', 'jpeg', 'webp'],
      wrongKind: popupPictureNotPicture,
      tooLarge: () => new AppError(413, 'file_too_large', 'The popup picture is too large', { picture: 'file_too_large' }),
    },
  ],
};

/** Reads and checks the staff popup form with the page's own rule (shared/content/popup-admin-schemas.ts). */
async function readPopupForm(request: TypedRequest<object>): Promise<PopupWrite> {
  const form = await readMultipartForm(request, POPUP_FORM);
  const values = lastValues(form.fields);
  const fields: PopupFormFields = {
    title: values.title,
    title_en: values.title_en,
    content: values.content,
    content_en: values.content_en,
    url: values.url,
    active: values.active,
    starts_at: values.starts_at,
    ends_at: values.ends_at,
  };
  assertNoFieldErrors(popupFieldErrors(fields));
  return { values: popupValuesOf(fields), picture: form.files[0]?.bytes ?? null, removePicture: values.remove_picture === '1' };
}

/**
 * Staff keep the promo popup (spec §1, §7 POST /popupAlert: the newest active one within its dates
 * is shown once) and the footer back links (spec §3 back_links) under /v1/admin/content/popups and
 * /v1/admin/content/back-links: list, add, change, delete. Staff only (403 to guests and
 * customers); every change recorded in staff_changes.
 */
export async function adminPopupRoutes(app: TypedApp, options: { basePath: string; storage: Storage }): Promise<void> {
  const popups = `${options.basePath}/popups`;
  const links = `${options.basePath}/back-links`;
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };
  const removed = { 200: Saved, 403: ErrorBody, 404: ErrorBody };

  app.get(popups, { ...guard, schema: { tags, summary: 'Every promo popup and the footer back links', response: { 200: AdminPopupListResponse, 403: ErrorBody } } }, async (request) => adminPopups(request.em));

  app.post(popups, { ...guard, schema: { tags, summary: 'Add a promo popup (multipart, a picture optional)', response: { 201: Saved, ...errors } } }, async (request, reply) => {
    const write = await readPopupForm(request);
    return reply.code(201).send({ id: await savePopup(request.em, options.storage, request.user!.id, null, write) });
  });

  app.post(`${popups}/:id`, { ...guard, schema: { tags, summary: 'Change a promo popup (multipart)', params: IdParams, response: { 200: Saved, ...errors } } }, async (request) => {
    const write = await readPopupForm(request);
    return { id: await savePopup(request.em, options.storage, request.user!.id, request.params.id, write) };
  });

  app.delete(`${popups}/:id`, { ...guard, schema: { tags, summary: 'Delete a promo popup', params: IdParams, response: removed } }, async (request) => {
    await deletePopup(request.em, options.storage, request.user!.id, request.params.id);
    return { id: request.params.id };
  });

  app.post(links, { ...guard, schema: { tags, summary: 'Add a footer back link', body: BackLinkWrite, response: { 201: Saved, 400: ErrorBody, 403: ErrorBody } } }, async (request, reply) =>
    reply.code(201).send({ id: await saveBackLink(request.em, request.user!.id, null, request.body) }),
  );

  app.put(`${links}/:id`, { ...guard, schema: { tags, summary: 'Change a footer back link', params: IdParams, body: BackLinkWrite, response: { 200: Saved, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } }, async (request) => ({
    id: await saveBackLink(request.em, request.user!.id, request.params.id, request.body),
  }));

  app.delete(`${links}/:id`, { ...guard, schema: { tags, summary: 'Delete a footer back link', params: IdParams, response: removed } }, async (request) => {
    await deleteBackLink(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
