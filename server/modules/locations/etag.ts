import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON body with a strong ETag of its bytes and the given Cache-Control; a request whose
 * If-None-Match names that tag gets an empty 304. For small reference lists that rarely change.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl: string): FastifyReply {
  const json = JSON.stringify(body);
  const tag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
