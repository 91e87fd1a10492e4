import { Type, type Static } from 'typebox';

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
