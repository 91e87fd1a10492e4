/**
 * A `return_url` is followed only when it is a path on this site: `/carts`, `/pcb?x=1`.
 * Protocol-relative (`//evil.example`), backslash tricks (`/\evil`), absolute URLs and
 * `javascript:` all fall back to `fallback`, so a sign-in link cannot send anyone elsewhere.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    // Resolving against a dummy origin must not leave it: catches `/\t/evil` style inputs too.
    const url = new URL(value, 'http://shop.invalid');
    // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
    if (url.origin !== 'http://shop.invalid' || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
