import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { schemaFieldKey } from '#shared/http/field-keys.ts';
import { AppError, RateLimitedError } from '../errors.ts';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** "/body/email" or a missing property → "email"; nested paths keep dots ("address.city"). */
function fieldOf(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : null;
  if (missing) return path ? `${path}.${missing}` : missing;
  return path || String(params.additionalProperty ?? '_');
}

/**
 * `validation_failed` with one message key per field (shared/http/field-keys.ts), the first
 * problem of each field winning: what the client shows beside the inputs. The
 * `message` names the fields for developers; clients never show it.
 */
function validationBody(error: FastifyError): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = fieldOf(issue);
    fields[field] ??= schemaFieldKey(issue.keyword);
  }
  const names = Object.keys(fields);
  return {
    error: {
      code: 'validation_failed',
      message: `Invalid ${error.validationContext ?? 'request'}: ${names.join(', ')}`,
      fields,
    },
  };
}

/**
 * Stable codes for the 4xx answers Fastify itself gives (a body too large, an unknown content
 * type, malformed JSON…), instead of its internal `FST_ERR_*` names.
 */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

/**
 * PostgreSQL's "numeric value out of range" and "invalid text representation": input that got
 * past the schemas into a query (e.g. an id past int4 inside a text list). The
 * caller's mistake, so a 400, never a 500; logged, because a schema should have caught it.
 */
const BAD_INPUT_SQLSTATES = new Set(['22003', '22P02']);

function sqlStateOf(error: unknown): string | null {
  const { code, sqlState } = error as { code?: unknown; sqlState?: unknown };
  if (typeof sqlState === 'string') return sqlState;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error body shape for the whole API (`{error: {code, message, fields?}}`): schema validation
 * → 400 with the fields named; AppError → its status; anything else → 500 with no internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.validation) return send(reply, 400, validationBody(error));
      if (error instanceof AppError) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        const body: ErrorBody = { error: { code: error.code, message: error.message } };
        if (error.fields) body.error.fields = error.fields;
        return send(reply, error.statusCode, body);
      }
      const sqlState = sqlStateOf(error);
      if (sqlState && BAD_INPUT_SQLSTATES.has(sqlState)) {
        request.log.warn({ err: error, sqlState }, 'input out of range reached the database');
        return send(reply, 400, { error: { code: 'validation_failed', message: 'A value is out of range', fields: {} } });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return send(reply, 500, { error: { code: 'internal_error', message: 'Something went wrong on our side' } });
      }
      return send(reply, status, { error: { code: CODE_BY_STATUS[status] ?? `http_${status}`, message: error.message } });
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, { error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } }),
    );
  },
  { name: 'errors' },
);
