import type { AdminFilterResponse, AdminFiltersResponse, FilterBody } from '#shared/catalog-structure/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

const BASE = API_PATH.adminFilters;
type Saved = { id: number };

/** GET every filter group with its values (staff only). */
export function fetchFilterGroups(signal: AbortSignal): Promise<AdminFiltersResponse> {
  return getJson<AdminFiltersResponse>(BASE, { signal });
}

/** GET one group or value with its change history. */
export function fetchFilter(id: number, signal: AbortSignal): Promise<AdminFilterResponse> {
  return getJson<AdminFilterResponse>(`${BASE}/${id}`, { signal });
}

export function createFilter(body: FilterBody): Promise<Saved> {
  return sendJson<Saved>('POST', BASE, body);
}

export function renameFilter(id: number, body: FilterBody): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/${id}`, body);
}

export function reorderFilters(groupId: number | null, ids: number[]): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/reorder`, { group_id: groupId, ids });
}

export function mergeFilterValue(id: number, intoId: number): Promise<Saved> {
  return sendJson<Saved>('POST', `${BASE}/${id}/merge`, { into_id: intoId });
}
