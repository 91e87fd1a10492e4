import type { RouteOptions } from '@fastify/compress';

/**
 * Compression for the catalogue's per-request JSON (listings, filter counts, suggestions):
 * gzip, not brotli. At these sizes (3-50 kB) both give the same bytes within a few percent, but
 * brotli's per-response setup cost a measured 0.4 ms of CPU per suggestion against gzip's 0.1 ms
 * (app.inject loop on the demo catalogue): a fifth of a suggestion's whole budget at c=16 on two
 * cores. Bodies built once and reused (the menu) stay brotli, compressed ahead of time.
 */
export const DYNAMIC_JSON_COMPRESSION: Exclude<RouteOptions['compress'], false | undefined> = { encodings: ['gzip', 'deflate'] };
