import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** PostgreSQL's `integer`, the type of almost every id, quantity and price column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

type JsonSchema = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMA_SINGLES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

function typesOf(schema: JsonSchema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * A copy of a request schema in which every number has finite bounds:
 * an integer without its own bounds is an int4 (`INT4_MIN`..`INT4_MAX`, what the database
 * stores), a number without them stays within ±`Number.MAX_SAFE_INTEGER`. Schemas that state a
 * bound keep theirs. This is what stops `Infinity`, `1e309` and `2147483648`: ajv's type coercion
 * turns the text "Infinity" into the number Infinity and its integer check lets it through, but
 * no bound does. Plain JSON comes out (TypeBox's symbol keys are not needed by ajv).
 */
export function withNumberBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withNumberBounds(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as JsonSchema;
  const copy: JsonSchema = { ...source };
  const types = typesOf(source);
  const integer = types.includes('integer');
  if (integer || types.includes('number')) {
    const limit = integer ? INT4_MAX : Number.MAX_SAFE_INTEGER;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = limit;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = integer ? INT4_MIN : -limit;
  }
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[key])) copy[key] = (source[key] as unknown[]).map((item) => withNumberBounds(item));
  }
  for (const key of SUBSCHEMA_SINGLES) {
    if (typeof source[key] === 'object' && source[key] !== null) copy[key] = withNumberBounds(source[key]);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = source[key];
    if (typeof map === 'object' && map !== null) {
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withNumberBounds(sub)]));
    }
  }
  return copy as T;
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * Bounds every number in every route's request schema (`withNumberBounds`), for routes
 * registered after it: register it first. Also what the OpenAPI document shows.
 */
export const numberBoundsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.schema) return;
      const schema = { ...route.schema } as Record<string, unknown>;
      for (const part of REQUEST_PARTS) {
        if (schema[part] !== undefined) schema[part] = withNumberBounds(schema[part]);
      }
      route.schema = schema as RouteOptions['schema'];
    });
  },
  { name: 'number-bounds' },
);
