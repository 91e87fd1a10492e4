import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';
import { ProductCard } from '../catalog/schemas.ts';

/** POST /v1/favorites (spec §7 "page_id; 403 means not logged in"): `page_id` is a product id. */
export const FavoriteToggleBody = Type.Object({ page_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type FavoriteToggleBody = Static<typeof FavoriteToggleBody>;

/** The new state after the toggle (spec §4 "bookmark icon toggles filled/empty after success"). */
export const FavoriteToggleResponse = Type.Object({
  page_id: Type.Integer({ minimum: 1 }),
  favorite: Type.Boolean(),
});
export type FavoriteToggleResponse = Static<typeof FavoriteToggleResponse>;

/** Up to 100 product ids, comma-separated, as the product page and lists ask. */
export const FavoriteStateQuery = Type.Object({
  ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$' }),
});
export type FavoriteStateQuery = Static<typeof FavoriteStateQuery>;

/** GET /v1/favorites?ids=: which of the asked products the user has favourited. */
export const FavoriteStateResponse = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 })) });
export type FavoriteStateResponse = Static<typeof FavoriteStateResponse>;

/** Favourites per page of the list. */
export const FAVORITES_PER_PAGE = 20;

/** GET /v1/favorites/list?page: the signed-in user's favourites, newest first. */
export const FavoriteListQuery = Type.Object({
  page: PageParam(),
});
export type FavoriteListQuery = Static<typeof FavoriteListQuery>;

/** A saved product as the list shows it: its card (price, stock, unit, minimum) and when it was saved. */
export const FavoriteProduct = Type.Object({
  ...ProductCard.properties,
  favorited_at: Type.String({ format: 'date-time' }),
});
export type FavoriteProduct = Static<typeof FavoriteProduct>;

/** The spec's paged list shape (data, total, current_page), as /v1/notifications answers it. */
export const FavoriteListResponse = Type.Object({
  data: Type.Array(FavoriteProduct),
  ...PageEnvelope.properties,
});
export type FavoriteListResponse = Static<typeof FavoriteListResponse>;

/** DELETE /v1/favorites/{id} (spec §7 "DELETE on a link's href | response id"): `id` is the product id. */
export const FavoriteDeleteParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type FavoriteDeleteParams = Static<typeof FavoriteDeleteParams>;

/** The removed product's id; removing one that is not saved is no error (a replay, another tab). */
export const FavoriteDeleteResponse = Type.Object({ id: Type.Integer({ minimum: 1 }), favorite: Type.Literal(false) });
export type FavoriteDeleteResponse = Static<typeof FavoriteDeleteResponse>;
