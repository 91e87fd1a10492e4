import type { FavoriteListResponse, FavoriteStateResponse, FavoriteToggleResponse } from '#shared/favorites/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

/** Which of `ids` the signed-in user has favourited. */
export function fetchFavoriteIds(ids: readonly number[], signal?: AbortSignal): Promise<FavoriteStateResponse> {
  return getJson<FavoriteStateResponse>(`/v1/favorites?ids=${ids.join(',')}`, { signal });
}

/** Toggles a product (spec §7 POST /v1/favorites, page_id); answers the new state. */
export function toggleFavorite(productId: number): Promise<FavoriteToggleResponse> {
  return sendJson<FavoriteToggleResponse>('POST', '/v1/favorites', { page_id: productId });
}

/** One page of the signed-in user's favourites, newest first (GET /v1/favorites/list). */
export function fetchFavoritesPage(page: number, signal?: AbortSignal): Promise<FavoriteListResponse> {
  return getJson<FavoriteListResponse>(page > 1 ? `/v1/favorites/list?page=${page}` : '/v1/favorites/list', { signal });
}
