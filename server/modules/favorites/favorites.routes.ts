import {
  FavoriteDeleteParams,
  FavoriteDeleteResponse,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteStateQuery,
  FavoriteStateResponse,
  FavoriteToggleBody,
  FavoriteToggleResponse,
} from '#shared/favorites/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { favoriteIdsAmong, favoritesPage, removeFavorite, toggleFavorite } from './favorite-commands.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/** Favourite products (spec §6: guests must log in to favourite; §7 "403 means not logged in"). */
export async function favoritesRoutes(app: TypedApp): Promise<void> {
  const tags = ['favorites'];

  app.post(
    '/v1/favorites',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Toggle a product in the favourites',
        body: FavoriteToggleBody,
        response: { 200: FavoriteToggleResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { page_id: productId } = request.body;
      return { page_id: productId, favorite: await toggleFavorite(request.em, request.user!.id, productId) };
    },
  );

  app.get(
    '/v1/favorites',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Which of the given products are favourites',
        querystring: FavoriteStateQuery,
        response: { 200: FavoriteStateResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      return { ids: await favoriteIdsAmong(request.em, request.user!.id, ids) };
    },
  );

  app.get(
    '/v1/favorites/list',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's favourite products, newest first, in pages",
        querystring: FavoriteListQuery,
        response: { 200: FavoriteListResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return favoritesPage(request.em, request.user!.id, request.query.page);
    },
  );

  // The list's remove action: a removal, never a toggle, so a replay or a stale page cannot add it back.
  app.delete(
    '/v1/favorites/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a product from the favourites',
        params: FavoriteDeleteParams,
        response: { 200: FavoriteDeleteResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await removeFavorite(request.em, request.user!.id, id);
      return { id, favorite: false as const };
    },
  );
}
