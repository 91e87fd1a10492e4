/** Longer return addresses are refused: nothing on the site needs one. */
const MAX_RETURN_LENGTH = 2000;

/**
 * A `return_url` (or `?return=`) is followed only when it is a path on this site: `/carts`,
 * `/pcb?x=1`. Protocol-relative (`//evil.example`), backslashes anywhere (browsers read them as
 * `/`), control characters, absolute URLs, `javascript:` and paths that normalise to `//host`
 * (`/.//evil.example`) all give `fallback`, so a sign-in link cannot send anyone elsewhere.
 * Server and client both use it.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_LENGTH) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(value, 'http://shop.invalid');
    // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
    if (url.origin !== 'http://shop.invalid' || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
