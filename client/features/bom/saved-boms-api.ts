import type { SavedBom, SavedBomListResponse, SavedBomSummary } from '#shared/bom/schemas.ts';
import { API_PATH, bomPath } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** The signed-in user's BOMs kept on the server (owner-only routes, server/modules/bom/bom.routes.ts). */

export function savedBomsPage(page = 1): Promise<SavedBomListResponse> {
  return getJson<SavedBomListResponse>(`${API_PATH.boms}?page=${page}`, { cache: 'no-cache' });
}

export function savedBom(id: number): Promise<SavedBom> {
  return getJson<SavedBom>(bomPath(id), { cache: 'no-cache' });
}

export function renameBom(id: number, name: string): Promise<SavedBomSummary> {
  return sendJson<SavedBomSummary>('PATCH', bomPath(id), { name });
}

export function deleteBom(id: number): Promise<void> {
  return sendJson<void>('DELETE', bomPath(id));
}
