import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` hash the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

/**
 * Fingerprint of what a request asks for: method, path with query, and the parsed body (or, for a
 * streamed body such as multipart, its declared type and length). Same key + different hash → 409.
 */
export function requestHash(input: { method: string; url: string; body: unknown; contentType?: string; contentLength?: string }): string {
  const body = input.body === undefined ? `stream:${input.contentType ?? ''}:${input.contentLength ?? ''}` : canonicalJson(input.body);
  return createHash('sha256').update(`${input.method}\n${input.url}\n${body}`).digest('hex');
}
