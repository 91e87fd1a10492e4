import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';

/**
 * The app as route plugins see it: the TypeBox type provider reads each route's `schema`, so
 * `request.body`, `request.params`, `request.query` and the reply are typed by the same TypeBox
 * objects that validate them (STYLE §4, "one schema, both sides"). Types only: validation stays
 * Fastify's ajv with the options set in server/app.ts.
 */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The request of a route with `schema`, for a handler written apart from its route. */
export type TypedRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  TypeBoxTypeProvider
>;
