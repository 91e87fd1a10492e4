import type { FastifyRequest } from 'fastify';
import {
  DeliveryAddressBody,
  DeliveryAddressDeleteResponse,
  DeliveryAddressListResponse,
  DeliveryAddressParams,
  DeliveryAddressResponse,
} from '#shared/addresses/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { notFound } from '../../errors.ts';
import { ACCEPTS_JSON, addAcceptsJsonConstraint } from './accepts-json.ts';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './address-commands.ts';
import { findAddress, listAddresses } from './address-queries.ts';
import { resolveAddress } from './resolve-address.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const TAGS = ['addresses'];
// Personal data: never stored by shared or browser caches.
const PRIVATE = 'private, no-store';

function userId(request: FastifyRequest): number {
  return request.user!.id;
}

async function addressOrNotFound(request: FastifyRequest, id: number) {
  const address = await findAddress(request.em, userId(request), id);
  if (!address) throw notFound('Delivery address');
  return address;
}

/**
 * The signed-in user's delivery addresses (spec §2, §3, §4, §7): list, read, add, change, delete
 * (never the default) and make default. Every query is scoped to the user, so another user's id
 * is a 404 like a missing one. Guests get 403 `login_required`.
 */
export async function addressesRoutes(app: TypedApp): Promise<void> {
  addAcceptsJsonConstraint(app);
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/user/delivery-addresses',
    {
      ...signedIn,
      constraints: { [ACCEPTS_JSON]: 'json' },
      schema: { tags: TAGS, summary: "The signed-in user's delivery addresses, the default first", response: { 200: DeliveryAddressListResponse, 403: ErrorBody } },
    },
    async (request, reply) => {
      // The same URL is a page for navigations (accept: text/html): caches must keep them apart.
      reply.header('cache-control', PRIVATE).header('vary', 'accept');
      return { delivery_addresses: await listAddresses(request.em, userId(request)) };
    },
  );

  app.get(
    '/user/delivery-addresses/:id',
    {
      ...signedIn,
      // `/user/delivery-addresses/new` and a reload of an edit page are navigations: the shell answers.
      constraints: { [ACCEPTS_JSON]: 'json' },
      schema: { tags: TAGS, summary: 'One delivery address of the signed-in user', params: DeliveryAddressParams, response: { 200: DeliveryAddressResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.header('cache-control', PRIVATE);
      return { delivery_address: await addressOrNotFound(request, id) };
    },
  );

  app.post(
    '/user/delivery-addresses',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Add a delivery address (the first becomes the default); field errors are message keys',
        body: DeliveryAddressBody,
        response: { 201: DeliveryAddressResponse, 400: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const columns = await resolveAddress(request.em, request.body);
      const id = await createAddress(request.em, userId(request), columns);
      return reply.status(201).send({ delivery_address: await addressOrNotFound(request, id) });
    },
  );

  app.post(
    '/user/delivery-addresses/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Change a delivery address; field errors are message keys',
        params: DeliveryAddressParams,
        body: DeliveryAddressBody,
        response: { 200: DeliveryAddressResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await addressOrNotFound(request, id);
      const columns = await resolveAddress(request.em, request.body);
      await updateAddress(request.em, userId(request), id, columns);
      return { delivery_address: await addressOrNotFound(request, id) };
    },
  );

  app.delete(
    '/v1/delivery-addresses/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Remove a delivery address; the default cannot be removed (409 cannot_delete_this)',
        params: DeliveryAddressParams,
        response: { 200: DeliveryAddressDeleteResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteAddress(request.em, userId(request), id);
      return { id };
    },
  );

  app.post(
    '/v1/delivery/set-default/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Make an address the default; answers the list after the change',
        params: DeliveryAddressParams,
        response: { 200: DeliveryAddressListResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setDefaultAddress(request.em, userId(request), id);
      return { delivery_addresses: await listAddresses(request.em, userId(request)) };
    },
  );
}
