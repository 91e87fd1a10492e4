import { Type } from 'typebox';
import { AdminContactListResponse, AdminNewsListQuery, AdminNewsListResponse, AdminNewsResponse, COVER_MAX_BYTES, IdParams, newsFieldErrors, type NewsFormFields } from '#shared/content/admin-schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, assertNoFieldErrors, notFound } from '../../errors.ts';
import { acceptMultipart, lastValues, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import type { TypedApp, TypedRequest } from '../../http/typed-app.ts';
import type { Storage } from '../../storage/storage.ts';
import { adminAdRoutes } from './admin-ads.routes.ts';
import { adminBannerRoutes } from './admin-banners.routes.ts';
import { adminSupporterRoutes } from './admin-supporters.routes.ts';
import { adminServiceRoutes } from './admin-services.routes.ts';
import { adminFooterPageRoutes } from './admin-footer-pages.routes.ts';
import { adminPopupRoutes } from './admin-popups.routes.ts';
import { adminContactPage, adminNewsDetail, adminNewsPage } from './admin-content-queries.ts';
import { coverNotPicture, deleteNewsArticle, saveNewsArticle, type NewsWrite } from './admin-news-commands.ts';
import { markContactMessageRead } from './contact-commands.ts';

/** Base of the staff content API (the back office under /admin). */
export const ADMIN_CONTENT_PATH = '/v1/admin/content';

function notMultipart(): AppError {
  return new AppError(400, 'validation_failed', 'Send the article as multipart/form-data', { title: 'field_required' });
}

/** The news form: text fields (the body up to 200 KB) and an optional cover picture. */
const NEWS_FORM: MultipartFormRules = {
  notMultipart,
  limits: { files: 1, fields: 10, fieldSize: 200_000, parts: 11 },
  files: [
    {
      names: ['cover'],
      maxBytes: COVER_MAX_BYTES,
      keep: 1,
      kinds: ['png', 'jpeg', 'webp'],
      wrongKind: coverNotPicture,
      tooLarge: () => new AppError(413, 'file_too_large', 'The cover is too large', { cover: 'file_too_large' }),
    },
  ],
};

/** Reads and checks the staff news form (shared/content/admin-schemas.ts newsFieldErrors). */
async function readNewsForm(request: TypedRequest<object>): Promise<NewsWrite> {
  const form = await readMultipartForm(request, NEWS_FORM);
  const values = lastValues(form.fields);
  const fields: NewsFormFields = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    body: values.body,
    status: values.status,
    published_at: values.published_at,
  };
  assertNoFieldErrors(newsFieldErrors(fields));
  return { fields, cover: form.files[0]?.bytes ?? null, removeCover: values.remove_cover === '1' };
}

const Saved = Type.Object({ id: Type.Integer() });

/**
 * The staff side of the shop's content (spec §2 /tin-tuc, /lien-he): author and publish news
 * (cover upload through the one multipart reader and the image store, body through the one
 * sanitiser), read contact messages. Staff only (app.requireStaff: 403 to guests and customers);
 * every change recorded with who, when and before → after (the audit module's staff_changes).
 */
export async function adminContentRoutes(app: TypedApp, options: { storage: Storage }): Promise<void> {
  await acceptMultipart(app);
  await adminBannerRoutes(app, { basePath: ADMIN_CONTENT_PATH });
  await adminSupporterRoutes(app, { basePath: ADMIN_CONTENT_PATH });
  await adminAdRoutes(app, { basePath: ADMIN_CONTENT_PATH, storage: options.storage });
  await adminServiceRoutes(app, { basePath: ADMIN_CONTENT_PATH });
  await adminFooterPageRoutes(app, { basePath: ADMIN_CONTENT_PATH });
  await adminPopupRoutes(app, { basePath: ADMIN_CONTENT_PATH, storage: options.storage });
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody };

  app.get(`${ADMIN_CONTENT_PATH}/news`, { ...guard, schema: { tags, summary: 'Every news article, drafts too', querystring: AdminNewsListQuery, response: { 200: AdminNewsListResponse, 403: ErrorBody } } }, async (request) =>
    adminNewsPage(request.em, request.query.page),
  );

  app.get(`${ADMIN_CONTENT_PATH}/news/:id`, { ...guard, schema: { tags, summary: 'One article for editing, with its change history', params: IdParams, response: { 200: AdminNewsResponse, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    const article = await adminNewsDetail(request.em, request.params.id);
    if (!article) throw notFound('Article');
    return { article };
  });

  app.post(`${ADMIN_CONTENT_PATH}/news`, { ...guard, schema: { tags, summary: 'Write a news article (multipart)', response: { 201: Saved, ...errors } } }, async (request, reply) => {
    const write = await readNewsForm(request);
    const saved = await saveNewsArticle(request.em, options.storage, request.user!.id, null, write);
    return reply.code(201).send({ id: saved.id });
  });

  app.post(`${ADMIN_CONTENT_PATH}/news/:id`, { ...guard, schema: { tags, summary: 'Change a news article (multipart)', params: IdParams, response: { 200: Saved, ...errors } } }, async (request) => {
    const write = await readNewsForm(request);
    const saved = await saveNewsArticle(request.em, options.storage, request.user!.id, request.params.id, write);
    return { id: saved.id };
  });

  app.delete(`${ADMIN_CONTENT_PATH}/news/:id`, { ...guard, schema: { tags, summary: 'Delete a news article', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await deleteNewsArticle(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });

  app.get(`${ADMIN_CONTENT_PATH}/contact-messages`, { ...guard, schema: { tags, summary: 'Messages sent with the contact form', querystring: AdminNewsListQuery, response: { 200: AdminContactListResponse, 403: ErrorBody } } }, async (request) =>
    adminContactPage(request.em, request.query.page),
  );

  app.post(`${ADMIN_CONTENT_PATH}/contact-messages/:id/read`, { ...guard, schema: { tags, summary: 'Mark a contact message read', params: IdParams, response: { 200: Saved, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    await markContactMessageRead(request.em, request.user!.id, request.params.id);
    return { id: request.params.id };
  });
}
