import type { RouteOptions } from '@fastify/compress';

/**
 * Compression for the catalogue's per-request JSON (listings, filter counts, suggestions, the
 * product page): gzip, not brotli. At these sizes (3-50 kB) both give the same bytes within a few
 * percent, but brotli's per-response setup cost a measured 0.4 ms of CPU per suggestion against
 * gzip's 0.1 ms (app.inject loop on the demo catalogue): a fifth of a suggestion's whole budget at
 * c=16 on two cores. Bodies built once and reused (the menu) stay brotli, compressed ahead of time.
 *
 * Level 1 (nginx's default for the same reason): on catalogue-shaped JSON it costs 43 µs per
 * 3 kB suggestion and 141 µs per 20 kB listing page against 55 and 282 µs at zlib's default 6,
 * for 5-8 % more bytes (934 vs 891 B; 4.2 vs 3.9 kB). Up to 64 kB it compresses in one
 * synchronous call instead of through a stream (the plugin's default ceiling here is 8 kB): the
 * stream's setup and thread-pool hops cost more than they save on two busy cores.
 */
export const DYNAMIC_JSON_COMPRESSION: Exclude<RouteOptions['compress'], false | undefined> = {
  encodings: ['gzip', 'deflate'],
  zlibOptions: { level: 1 },
  syncThreshold: 65_536,
};
