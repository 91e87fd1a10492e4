type QueryValue = string | number | boolean | null | undefined;

function encodePart(value: string): string {
  // Commas are allowed in a query (RFC 3986 sub-delims): spec §2 lists read `prid=4,30`, not `4%2C30`.
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * A query string (without `?`) from entries in the given order; null, undefined and empty-string
 * values are left out, so a default never shows in the URL.
 */
export function encodeQuery(entries: Iterable<readonly [string, QueryValue]>): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${encodePart(key)}=${encodePart(String(value))}`);
  }
  return parts.join('&');
}

/**
 * The router's search parser: every value stays the string the URL holds (the last one when a key
 * repeats). Routes coerce in `validateSearch`, so `?search=555` is the keyword "555", not a number.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

/**
 * The router's search serializer, the inverse of `parsePlainSearch`: plain `key=value` pairs in
 * insertion order (objects, which no route uses, fall back to JSON). TanStack's default would
 * JSON-quote strings that look like numbers (`prid=%2212%22`).
 */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const query = encodeQuery(
    Object.entries(search).map(([key, value]): [string, QueryValue] => [
      key,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as QueryValue),
    ]),
  );
  return query ? `?${query}` : '';
}
