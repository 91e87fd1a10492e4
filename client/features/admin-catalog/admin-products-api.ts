import type { AdminPricing, AdminRepriceApplied, AdminRepricePreview, AdminImportApplied, AdminImportCheck, AdminImportRow, AdminBulkBody, AdminBulkPreview, AdminProductBody, AdminProductImages, AdminProductListResponse, AdminProductOptions, AdminProductResponse } from '#shared/catalog-admin/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { sendForm, sendJson } from '../../api/send-json.ts';
import { uploadForm } from '../../api/upload-form.ts';
import { adminProductsQuery, type AdminProductsSearch } from './admin-products-search.ts';

const ADMIN_PRODUCTS_PATH = API_PATH.adminProducts;

/** The staff catalogue API (server/modules/catalog-admin/catalog-admin.routes.ts). Never cached: staff see what is stored. */
export function fetchAdminProducts(search: AdminProductsSearch, signal: AbortSignal): Promise<AdminProductListResponse> {
  const query = adminProductsQuery(search);
  return getJson<AdminProductListResponse>(`${ADMIN_PRODUCTS_PATH}${query ? `?${query}` : ''}`, { signal, cache: 'no-cache' });
}

export function fetchAdminProductOptions(signal: AbortSignal): Promise<AdminProductOptions> {
  return getJson<AdminProductOptions>(`${ADMIN_PRODUCTS_PATH}/options`, { signal, cache: 'no-cache' });
}

export function fetchAdminProduct(id: number, signal: AbortSignal): Promise<AdminProductResponse> {
  return getJson<AdminProductResponse>(`${ADMIN_PRODUCTS_PATH}/${id}`, { signal, cache: 'no-cache' });
}

/** Creates (no id) or changes a product. */
export function saveAdminProduct(id: number | null, body: AdminProductBody): Promise<{ id: number }> {
  return id === null ? sendJson<{ id: number }>('POST', ADMIN_PRODUCTS_PATH, body) : sendJson<{ id: number }>('PUT', `${ADMIN_PRODUCTS_PATH}/${id}`, body);
}

export function setAdminProductArchived(id: number, archived: boolean): Promise<{ id: number }> {
  return sendJson<{ id: number }>('POST', `${ADMIN_PRODUCTS_PATH}/${id}/archive`, { archived });
}

export function uploadProductPicture(id: number, file: File): Promise<AdminProductImages> {
  const form = new FormData();
  form.append('picture', file);
  return sendForm<AdminProductImages>(`${ADMIN_PRODUCTS_PATH}/${id}/pictures`, form);
}

export function orderProductPictures(id: number, imageIds: number[]): Promise<AdminProductImages> {
  return sendJson<AdminProductImages>('POST', `${ADMIN_PRODUCTS_PATH}/${id}/pictures/order`, { image_ids: imageIds });
}

export function removeProductPicture(id: number, imageId: number): Promise<AdminProductImages> {
  return sendJson<AdminProductImages>('DELETE', `${ADMIN_PRODUCTS_PATH}/${id}/pictures/${imageId}`);
}

/** POST …/bulk/preview: each selected product before → after (writes nothing). */
export function previewBulkChange(body: AdminBulkBody): Promise<AdminBulkPreview> {
  return sendJson<AdminBulkPreview>('POST', `${ADMIN_PRODUCTS_PATH}/bulk/preview`, body);
}

/** POST …/bulk/apply: the same change, written in one transaction. */
export function applyBulkChange(body: AdminBulkBody): Promise<{ changed: number }> {
  return sendJson<{ changed: number }>('POST', `${ADMIN_PRODUCTS_PATH}/bulk/apply`, body);
}

/** How far a dry run's upload is: bytes sent of the body's total, then `checking` once the whole file is sent and the server reads its rows. */
export type ImportUpload = { sent: number; total: number; checking: boolean };

/**
 * POST …/import/check: the dry run of an import file (writes nothing), of the workbook's `sheet`
 * when staff chose one, reporting the upload's progress (a 10 MB file takes a while on a shop's line).
 */
export function checkImportFile(file: File, sheet: string | null, onUpload: (upload: ImportUpload) => void): Promise<AdminImportCheck> {
  const form = new FormData();
  if (sheet !== null) form.append('sheet', sheet);
  form.append('file', file);
  let total = file.size;
  return uploadForm<AdminImportCheck>(
    `${ADMIN_PRODUCTS_PATH}/import/check`,
    form,
    (sent, all) => {
      total = all;
      onUpload({ sent, total, checking: false });
    },
    () => onUpload({ sent: total, total, checking: true }),
  );
}

/** POST …/import/apply: one batch of rows, applied in one transaction (idempotent: safe to send again). */
export function applyImportBatch(rows: AdminImportRow[]): Promise<AdminImportApplied> {
  return sendJson<AdminImportApplied>('POST', `${ADMIN_PRODUCTS_PATH}/import/apply`, { rows });
}

export function fetchPricing(signal: AbortSignal): Promise<AdminPricing> {
  return getJson<AdminPricing>(`${ADMIN_PRODUCTS_PATH}/pricing`, { signal, cache: 'no-cache' });
}

/** POST …/reprice/preview: what re-pricing at a margin would change (writes nothing). */
export function previewReprice(marginPercent: number): Promise<AdminRepricePreview> {
  return sendJson<AdminRepricePreview>('POST', `${ADMIN_PRODUCTS_PATH}/reprice/preview`, { margin_percent: marginPercent });
}

/** POST …/reprice/apply: sets the margin and re-prices in one transaction. */
export function applyReprice(marginPercent: number): Promise<AdminRepriceApplied> {
  return sendJson<AdminRepriceApplied>('POST', `${ADMIN_PRODUCTS_PATH}/reprice/apply`, { margin_percent: marginPercent });
}
