import type { FavoriteDeleteResponse } from '#shared/favorites/schemas.ts';
import { defineMutation } from '../../local/mutation-registry.ts';

/** Name stored with outbox entries; never rename it once shipped. */
export const REMOVE_FAVORITE_MUTATION = 'favorites.remove';

/**
 * The favourites list's remove action (DELETE /v1/favorites/{id}) through the outbox: the page
 * drops the product at once, offline too, and the removal reaches the server exactly once.
 */
export const removeFavoriteMutation = defineMutation<{ productId: number }, FavoriteDeleteResponse>(REMOVE_FAVORITE_MUTATION, {
  toRequest: ({ productId }) => ({ method: 'DELETE', url: `/v1/favorites/${productId}` }),
});
