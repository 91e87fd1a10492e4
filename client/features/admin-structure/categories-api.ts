import type { AdminCategoriesResponse, AdminCategoryResponse, CategoryBody } from '#shared/catalog-structure/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

const BASE = API_PATH.adminCategories;
type Saved = { id: number };

/** GET the whole tree (staff only). */
export function fetchCategoryTree(signal: AbortSignal): Promise<AdminCategoriesResponse> {
  return getJson<AdminCategoriesResponse>(BASE, { signal });
}

/** GET one category with its change history. */
export function fetchCategory(id: number, signal: AbortSignal): Promise<AdminCategoryResponse> {
  return getJson<AdminCategoryResponse>(`${BASE}/${id}`, { signal });
}

export function createCategory(body: CategoryBody): Promise<Saved> {
  return sendJson<Saved>('POST', BASE, body);
}

export function renameCategory(id: number, body: CategoryBody): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/${id}`, body);
}

export function moveCategory(id: number, parentId: number | null): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/${id}/move`, { parent_id: parentId });
}

export function reorderCategories(parentId: number | null, ids: number[]): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/reorder`, { parent_id: parentId, ids });
}

export function mergeCategory(id: number, intoId: number): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/${id}/merge`, { into_id: intoId });
}
