import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CartAddBody,
  type CartAdjustment,
  CartDeleteParams,
  CartDeleteResponse,
  CartDetailsResponse,
  CartLineParams,
  CartLineResponse,
  CartStoreBody,
  CartStoreResponse,
  CartTotalResponse,
  CartUpdateBody,
} from '#shared/cart/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { CART_SESSION_HEADER } from '#shared/http/headers.ts';
import { AppError, notFound } from '../../errors.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { addToCart, removeCartLine, replaceCart, setCartLine } from './cart-commands.ts';
import { cartDetails } from './cart-details.ts';
import { readOwner, sessionIdOf, writeOwner, type CartOwner } from './cart-owner.ts';

const tags = ['cart'];
const headers = Type.Object({
  [CART_SESSION_HEADER]: Type.Optional(Type.String({ description: 'The guest cart session id (a UUID); ignored for signed-in users' })),
});
const writeErrors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** The answer of a one-line write: the line as priced now, what changed, and the cart's summary. */
async function lineAnswer(request: FastifyRequest, owner: CartOwner, productId: number, adjustments: CartAdjustment[]) {
  const details = await cartDetails(request.em, owner);
  const item = details.items.find((line) => line.id === productId);
  if (!item) throw notFound('Cart line'); // removed by a concurrent request between write and read
  return { item, adjustments, count: details.count, total: details.total, session_id: sessionIdOf(owner) };
}

export interface CartRoutesOptions {
  /**
   * Whether the owner's cart is in in-shop mode (`selects_all`): a rule of the checkout on the
   * user's profile (server/modules/checkout/cart-mode.ts), given by the app so the cart module
   * does not import the checkout, which builds on the cart.
   */
  selectsAll(em: EntityManager, owner: CartOwner | null): Promise<boolean>;
}

/** The cart as GET /v1/carts answers it (and the whole-cart sync, so the browser needs no second read). */
async function cartAnswer(em: EntityManager, owner: CartOwner | null, options: CartRoutesOptions): Promise<CartDetailsResponse> {
  const [details, selectsAll] = await Promise.all([cartDetails(em, owner), options.selectsAll(em, owner)]);
  return { carts_details: details.items, count: details.count, total: details.total, session_id: sessionIdOf(owner), selects_all: selectsAll };
}

/**
 * The server cart (spec §7 cart calls; "The cart is local-first"). A signed-in user's own
 * cart, or the guest cart named by X-Cart-Session. Writes go through the idempotency layer when
 * the browser's outbox sends an Idempotency-Key.
 */
export async function cartRoutes(app: TypedApp, options: CartRoutesOptions): Promise<void> {
  app.get(
    API_PATH.carts,
    { schema: { tags, summary: 'The cart with current prices and stock', headers, response: { 200: CartDetailsResponse, 400: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return cartAnswer(request.em, readOwner(request), options);
    },
  );

  app.get(
    '/v1/carts/get-total',
    { schema: { tags, summary: 'The goods total in VND', headers, response: { 200: CartTotalResponse, 400: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return (await cartDetails(request.em, readOwner(request))).total;
    },
  );

  app.post(
    API_PATH.carts,
    {
      schema: { tags, summary: 'Add units of a product to the cart', headers, body: CartAddBody, response: { 200: CartLineResponse, ...writeErrors } },
    },
    async (request) => {
      const body = request.body;
      const owner = writeOwner(request);
      const adjustments = await addToCart(request.em, owner, body.product_id, body.quantity);
      return lineAnswer(request, owner, body.product_id, adjustments);
    },
  );

  app.post(
    API_PATH.cartSetStore,
    {
      schema: {
        tags,
        summary: "Replace the server's cart with the browser's",
        headers,
        body: CartStoreBody,
        response: { 200: CartStoreResponse, ...writeErrors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.count !== body.cartSession.length) {
        throw new AppError(400, 'validation_failed', 'count differs from the number of lines sent', { count: 'must equal cartSession.length' });
      }
      const owner = writeOwner(request);
      const adjustments = await replaceCart(request.em, owner, body.cartSession);
      return { adjustments, ...(await cartAnswer(request.em, owner, options)) };
    },
  );

  app.post(
    '/v1/carts/:product_id',
    {
      schema: {
        tags,
        summary: "Set a line's quantity and option",
        headers,
        params: CartLineParams,
        body: CartUpdateBody,
        response: { 200: CartLineResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { product_id: productId } = request.params;
      const body = request.body;
      if (body.product_id !== undefined && body.product_id !== productId) {
        throw new AppError(400, 'validation_failed', 'product_id differs from the path', { product_id: 'must equal the path' });
      }
      const owner = writeOwner(request);
      const adjustments = await setCartLine(request.em, owner, productId, body.quantity, body.catext_id);
      return lineAnswer(request, owner, productId, adjustments);
    },
  );

  app.delete(
    '/v1/carts/:id',
    {
      schema: {
        tags,
        summary: "Remove a product's line from the cart",
        headers,
        params: CartDeleteParams,
        response: { 200: CartDeleteResponse, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const owner = readOwner(request);
      if (!owner) return { removed: false, count: 0, total: 0, session_id: null };
      const removed = await removeCartLine(request.em, owner, id);
      const details = await cartDetails(request.em, owner);
      return { removed, count: details.count, total: details.total, session_id: sessionIdOf(owner) };
    },
  );
}
