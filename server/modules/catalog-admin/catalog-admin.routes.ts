import {
  ADMIN_PRODUCTS_PATH,
  AdminArchiveBody,
  AdminBulkApplied,
  AdminBulkBody,
  AdminBulkPreview,
  AdminImportApplied,
  AdminImportApplyBody,
  AdminImportCheck,
  AdminPricing,
  AdminRepriceApplied,
  AdminRepriceBody,
  AdminRepricePreview,
  AdminImageOrderBody,
  AdminProductBody,
  AdminProductIdParams,
  AdminProductImageParams,
  AdminProductImages,
  AdminProductListQuery,
  AdminProductListResponse,
  AdminProductOptions,
  AdminProductResponse,
  AdminSaved,
  PRODUCT_PICTURE_MAX_BYTES,
} from '#shared/catalog-admin/schemas.ts';
import { IMPORT_FILE_ERRORS } from '#shared/catalog-admin/import-file.ts';
import { IMPORT_MAX_FILE_BYTES, importRowFromWire } from '#shared/catalog-admin/import-rows.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { AppError, notFound } from '../../errors.ts';
import { acceptMultipart, readMultipartForm, type MultipartFormRules } from '../../http/multipart-form.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import type { Storage } from '../../storage/storage.ts';
import { staffChangesOf } from '../audit/index.ts';
import { exchangeRate } from '../checkout/index.ts';
import { applyBulk, previewBulk } from './admin-product-bulk.ts';
import { PRODUCT_SUBJECT, saveProduct, setProductArchived } from './admin-product-commands.ts';
import { addProductPicture, orderProductPictures, pictureNotImage, removeProductPicture } from './admin-product-pictures.ts';
import { checkImportFile, importFileRefused } from './product-import-check.ts';
import { applyImportRows } from './product-import-commands.ts';
import { applyReprice, previewReprice, pricingSettings } from './product-reprice.ts';
import { ADMIN_SEARCH_LIMIT, adminProductDetail, adminProductOptions, adminProductPage, adminSearchHits } from './admin-product-queries.ts';

/** The picture upload: one PNG, JPEG or WebP file in `picture`. */
const PICTURE_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(400, 'validation_failed', 'Send the picture as multipart/form-data', { picture: 'field_required' }),
  limits: { files: 1, fields: 2, fieldSize: 1_000, parts: 3 },
  files: [
    {
      names: ['picture'],
      maxBytes: PRODUCT_PICTURE_MAX_BYTES,
      keep: 1,
      kinds: ['png', 'jpeg', 'webp'],
      wrongKind: pictureNotImage,
      tooLarge: () => new AppError(413, 'file_too_large', 'The picture is too large', { picture: 'file_too_large' }),
    },
  ],
};

/** The import file: one CSV, TSV, XLSX or the demo data's JSON in `file`; `sheet` names the workbook's sheet to read. */
const IMPORT_FORM: MultipartFormRules = {
  notMultipart: () => new AppError(400, 'validation_failed', 'Send the file as multipart/form-data', { file: 'field_required' }),
  limits: { files: 1, fields: 2, fieldSize: 1_000, parts: 3 },
  files: [{ names: ['file'], maxBytes: IMPORT_MAX_FILE_BYTES, keep: 1, tooLarge: () => importFileRefused(IMPORT_FILE_ERRORS.tooLarge) }],
};

/**
 * The staff catalogue's products (/admin/products): the list with the storefront's search and
 * staff filters, the editor (create, change, archive, pictures) and each product's change
 * history. Staff only (app.requireStaff: 403 to guests and customers); every change is written in
 * one transaction with its staff_changes record (server/modules/audit).
 */
export async function catalogAdminRoutes(app: TypedApp, options: { storage: Storage }): Promise<void> {
  await acceptMultipart(app);
  const guard = { preHandler: app.requireStaff };
  const tags = ['admin'];
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(ADMIN_PRODUCTS_PATH, { ...guard, schema: { tags, summary: 'Products for staff: search, filters, sort, pages', querystring: AdminProductListQuery, response: { 200: AdminProductListResponse, 400: ErrorBody, 403: ErrorBody } } }, async (request) => {
    const q = request.query.q?.trim();
    let hits = null;
    if (q) {
      // The storefront's own index (same words, typo tolerance and part-number matching).
      const { productIds } = app.catalogSearch.listProducts({ search: q, prid: [], brand: [], stock: false, sort: 'relevance', page: 1, perPage: ADMIN_SEARCH_LIMIT });
      hits = await adminSearchHits(request.em, q, productIds);
    }
    return adminProductPage(request.em, request.query, hits);
  });

  app.get(`${ADMIN_PRODUCTS_PATH}/options`, { ...guard, schema: { tags, summary: 'Categories, brands and filter values the product form offers', response: { 200: AdminProductOptions, 403: ErrorBody } } }, async (request) =>
    adminProductOptions(request.em),
  );

  // Bulk routes before `/:id` in reading order only: their paths are fixed, so they never meet it.
  app.post(`${ADMIN_PRODUCTS_PATH}/bulk/preview`, { ...guard, schema: { tags, summary: 'Each selected product before → after a change (writes nothing)', body: AdminBulkBody, response: { 200: AdminBulkPreview, ...errors } } }, async (request) =>
    previewBulk(request.em, request.body.ids, request.body.change),
  );

  app.post(`${ADMIN_PRODUCTS_PATH}/bulk/apply`, { ...guard, schema: { tags, summary: 'Apply one change to the selected products, in one transaction', body: AdminBulkBody, response: { 200: AdminBulkApplied, ...errors } } }, async (request) => ({
    changed: await applyBulk(request.em, request.user!.id, request.body.ids, request.body.change),
  }));

  // Import: the dry run reads the file and answers each row's action (writes nothing); the page
  // then sends the create and update rows back in batches, each applied in one transaction.
  app.post(`${ADMIN_PRODUCTS_PATH}/import/check`, { ...guard, schema: { tags, summary: 'Dry run of an import file (multipart `file`, optional `sheet` of a workbook): rows to create, update and reject', response: { 200: AdminImportCheck, ...errors, 413: ErrorBody } } }, async (request) => {
    const form = await readMultipartForm(request, IMPORT_FORM);
    const file = form.files[0];
    if (!file) throw new AppError(400, 'validation_failed', 'Choose a file', { file: 'field_required' });
    const sheet = form.fields.sheet?.[0]?.trim();
    return checkImportFile(request.em, file.bytes, sheet ? sheet : null);
  });

  app.post(`${ADMIN_PRODUCTS_PATH}/import/apply`, { ...guard, schema: { tags, summary: 'Apply a batch of import rows in one transaction (idempotent)', body: AdminImportApplyBody, response: { 200: AdminImportApplied, ...errors } } }, async (request) =>
    applyImportRows(request.em, request.user!.id, request.body.rows.map(importRowFromWire)),
  );

  // Re-pricing from cost: the margin beside today's exchange rate, a preview, then one transaction.
  app.get(`${ADMIN_PRODUCTS_PATH}/pricing`, { ...guard, schema: { tags, summary: 'Exchange rate, margin and how many products have a known cost', response: { 200: AdminPricing, 403: ErrorBody } } }, async (request) =>
    pricingSettings(request.em),
  );

  app.post(`${ADMIN_PRODUCTS_PATH}/reprice/preview`, { ...guard, schema: { tags, summary: 'What re-pricing from cost at a margin would change (writes nothing)', body: AdminRepriceBody, response: { 200: AdminRepricePreview, ...errors } } }, async (request) =>
    previewReprice(request.em, request.body.margin_percent),
  );

  app.post(`${ADMIN_PRODUCTS_PATH}/reprice/apply`, { ...guard, schema: { tags, summary: 'Set the margin and re-price every product with a known cost, in one transaction', body: AdminRepriceBody, response: { 200: AdminRepriceApplied, ...errors } } }, async (request) => ({
    changed_products: await applyReprice(request.em, request.user!.id, request.body.margin_percent),
    margin_percent: request.body.margin_percent,
  }));

  app.get(`${ADMIN_PRODUCTS_PATH}/:id`, { ...guard, schema: { tags, summary: 'One product for editing, with its change history', params: AdminProductIdParams, response: { 200: AdminProductResponse, 403: ErrorBody, 404: ErrorBody } } }, async (request) => {
    const product = await adminProductDetail(request.em, request.params.id);
    if (!product) throw notFound('Product');
    const [rate, history] = await Promise.all([exchangeRate(request.em), staffChangesOf(request.em, PRODUCT_SUBJECT, product.id)]);
    return { product, exchange_rate: rate, history };
  });

  app.post(ADMIN_PRODUCTS_PATH, { ...guard, schema: { tags, summary: 'Create a product', body: AdminProductBody, response: { 201: AdminSaved, ...errors } } }, async (request, reply) => {
    const saved = await saveProduct(request.em, request.user!.id, null, request.body);
    return reply.code(201).send({ id: saved.id });
  });

  app.put(`${ADMIN_PRODUCTS_PATH}/:id`, { ...guard, schema: { tags, summary: 'Change a product', params: AdminProductIdParams, body: AdminProductBody, response: { 200: AdminSaved, ...errors } } }, async (request) => {
    const saved = await saveProduct(request.em, request.user!.id, request.params.id, request.body);
    return { id: saved.id };
  });

  app.post(`${ADMIN_PRODUCTS_PATH}/:id/archive`, { ...guard, schema: { tags, summary: 'Archive a product (never deleted) or bring it back', params: AdminProductIdParams, body: AdminArchiveBody, response: { 200: AdminSaved, ...errors } } }, async (request) => {
    await setProductArchived(request.em, request.user!.id, request.params.id, request.body.archived);
    return { id: request.params.id };
  });

  app.post(`${ADMIN_PRODUCTS_PATH}/:id/pictures`, { ...guard, schema: { tags, summary: 'Add a picture (multipart `picture`)', params: AdminProductIdParams, response: { 201: AdminProductImages, ...errors, 413: ErrorBody, 415: ErrorBody } } }, async (request, reply) => {
    const form = await readMultipartForm(request, PICTURE_FORM);
    const file = form.files[0];
    if (!file) throw new AppError(400, 'validation_failed', 'Choose a picture', { picture: 'field_required' });
    const images = await addProductPicture(request.em, options.storage, request.user!.id, request.params.id, file.bytes);
    return reply.code(201).send({ images });
  });

  app.post(`${ADMIN_PRODUCTS_PATH}/:id/pictures/order`, { ...guard, schema: { tags, summary: 'Order the pictures (the first is the main one)', params: AdminProductIdParams, body: AdminImageOrderBody, response: { 200: AdminProductImages, ...errors } } }, async (request) => ({
    images: await orderProductPictures(request.em, request.user!.id, request.params.id, request.body.image_ids),
  }));

  app.delete(`${ADMIN_PRODUCTS_PATH}/:id/pictures/:imageId`, { ...guard, schema: { tags, summary: 'Take a picture off the product', params: AdminProductImageParams, response: { 200: AdminProductImages, ...errors } } }, async (request) => ({
    images: await removeProductPicture(request.em, request.user!.id, request.params.id, request.params.imageId),
  }));
}
