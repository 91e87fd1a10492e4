import {
  BomMatchRequest,
  BomMatchResponse,
  BomSourcingCreate,
  BomSourcingCreated,
  BomSourcingListQuery,
  BomSourcingListResponse,
  SavedBom,
  SavedBomCreate,
  SavedBomListQuery,
  SavedBomListResponse,
  SavedBomParams,
  SavedBomRename,
  SavedBomSummary,
} from '#shared/bom/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { DYNAMIC_JSON_COMPRESSION } from '../../http/dynamic-compression.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { matchBom } from './bom-match-queries.ts';
import { createSavedBom, deleteSavedBom, getSavedBom, renameSavedBom, savedBomForStaff, savedBomsPage } from './saved-bom-commands.ts';
import { createSourcingRequest, sourcingRequestsPage } from './sourcing-commands.ts';

/** Matches per caller: a bench re-pricing now and then, not a scraper walking the catalogue. */
const MATCHES_PER_IP = { limit: 60, windowSeconds: 60 };
const SOURCING_PER_IP = { limit: 10, windowSeconds: 3600 };
/**
 * A 200-line match answers ~130 kB of JSON: gzip level 1 in one synchronous call (~1 ms of CPU)
 * instead of the default brotli or level-6 stream (2-5 ms measured in process); a 2,000-line
 * answer, over 256 kB, is still streamed.
 */
const MATCH_COMPRESSION = { ...DYNAMIC_JSON_COMPRESSION, syncThreshold: 256 * 1024 };

/**
 * The BOM tool's server side: matching and pricing (public, rate-limited; writes carry the
 * anti-forgery token like every POST), saved BOMs (owner-only) and sourcing requests (staff read
 * them under /admin).
 */
export async function bomRoutes(app: TypedApp): Promise<void> {
  const tags = ['bom'];

  app.post(
    API_PATH.bomMatch,
    {
      compress: MATCH_COMPRESSION,
      schema: {
        tags,
        summary: 'Match BOM lines to the catalogue and price them for N boards',
        description:
          'Each line goes through exact (distributor code) → exact (MPN) → check (close MPN) → equivalent (value + package + kind) → suggestion → none. Only exact, equivalent and the user’s own choice (`product_id`) are selected; totals in VND with the cart’s quantity and volume rules. At most 2,000 lines.',
        body: BomMatchRequest,
        response: { 200: BomMatchResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.rateLimit(`bom-match:ip:${request.ip}`, MATCHES_PER_IP);
      reply.header('cache-control', 'no-store');
      // The catalogue search snapshot's part index: current with its rebuilds and stock patches.
      return matchBom(request.em, app.catalogSearch.parts, app.bomRowCache, request.body, request.locale);
    },
  );

  app.get(
    API_PATH.boms,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The signed-in user's saved BOMs, last changed first", querystring: SavedBomListQuery, response: { 200: SavedBomListResponse, 400: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return savedBomsPage(request.em, request.user!.id, request.query.page);
    },
  );

  app.post(
    API_PATH.boms,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Save a BOM', body: SavedBomCreate, response: { 201: SavedBom, 400: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.code(201);
      return createSavedBom(request.em, request.user!.id, request.body);
    },
  );

  app.get(
    `${API_PATH.boms}/:id`,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'One saved BOM with its lines (owner only)', params: SavedBomParams, response: { 200: SavedBom, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getSavedBom(request.em, request.user!.id, request.params.id);
    },
  );

  app.patch(
    `${API_PATH.boms}/:id`,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Rename a saved BOM (owner only)', params: SavedBomParams, body: SavedBomRename, response: { 200: SavedBomSummary, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request) => renameSavedBom(request.em, request.user!.id, request.params.id, request.body.name),
  );

  app.delete(
    `${API_PATH.boms}/:id`,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Delete a saved BOM (owner only)', params: SavedBomParams, response: { 204: { type: 'null' }, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      await deleteSavedBom(request.em, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATH.bomSourcingRequests,
    {
      schema: {
        tags,
        summary: 'Send the lines the shop does not sell as a sourcing request',
        body: BomSourcingCreate,
        response: { 201: BomSourcingCreated, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.rateLimit(`bom-sourcing:ip:${request.ip}`, SOURCING_PER_IP);
      reply.code(201);
      return createSourcingRequest(request.em, request.user?.id ?? null, request.body);
    },
  );

  app.get(
    `${API_PATH.adminBoms}/:id`,
    {
      preHandler: app.requireStaff,
      schema: { tags: ['admin'], summary: "A customer's saved BOM with its lines, e.g. the one a PCB assembly quote refers to (staff)", params: SavedBomParams, response: { 200: SavedBom, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return savedBomForStaff(request.em, request.params.id);
    },
  );

  app.get(
    API_PATH.adminBomSourcingRequests,
    {
      preHandler: app.requireStaff,
      schema: { tags: ['admin'], summary: 'Sourcing requests from the BOM tool, newest first (staff)', querystring: BomSourcingListQuery, response: { 200: BomSourcingListResponse, 400: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sourcingRequestsPage(request.em, request.query.page);
    },
  );
}
