import type { FastifyRequest } from 'fastify';

/** Host header values we are willing to echo into absolute URLs: a name or address, an optional port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs are built on (canonical links, JSON-LD, robots.txt, sitemaps):
 * PUBLIC_URL when it is set (production: set it), else the request's own scheme and host, so a
 * local run or a preview deploy links to itself. An odd Host header falls back to localhost.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
