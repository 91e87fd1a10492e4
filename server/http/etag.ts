import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * True when the request's If-None-Match names `tag` (a list, `*`, or a weak `W/` form all count:
 * If-None-Match uses the weak comparison, RFC 9110 §13.1.2).
 */
export function matchesIfNoneMatch(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a JSON body with a strong ETag of its bytes and the given Cache-Control; a request whose
 * If-None-Match names that tag gets an empty 304. For small reference lists that rarely change.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string): FastifyReply {
  const json = JSON.stringify(body);
  const tag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request, tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
