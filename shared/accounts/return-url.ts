/** Longer return addresses are refused: nothing on the site needs one. */
const MAX_RETURN_LENGTH = 2000;
/** How many layers of %-encoding are looked through (`%252F` is `/` encoded twice). */
const MAX_DECODES = 3;
const BASE = 'http://shop.invalid';

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Could a browser, a router or a proxy read this path as another site? `//host`, any backslash
 * (browsers read `\` as `/`), control characters (the URL parser drops tabs and newlines, so
 * `/\t/host` is `//host`), or a path that normalises to `//host` (`/.//host`).
 */
function readsAsAnotherSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path)) return true;
  try {
    const url = new URL(path, BASE);
    return url.origin !== BASE || url.pathname.startsWith('//');
  } catch {
    return true;
  }
}

/**
 * The same question for the path once %-decoded, up to three times: `/%2F%2Fhost` and `/%5Chost`
 * are harmless to a browser but not to code that decodes the path before using it (a client
 * router, a proxy). A path that is still changing after three decodes is refused too.
 */
function decodesToAnotherSite(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape in what was sent; one that only appears after a decode (`%25`) is plain text.
      return round === 0;
    }
    if (next === current) return false;
    if (readsAsAnotherSite(next)) return true;
    current = next;
  }
  return true;
}

/**
 * The one rule for every return or redirect target taken from a request: a
 * `return_url`, `?return=`, the OAuth round trip, the language switch's Referer. It is followed
 * only when it is a path on this site: `/carts`, `/pcb?x=1`. Anything else gives `fallback`:
 * protocol-relative (`//evil.example`), backslashes, control characters, absolute URLs,
 * `javascript:`, paths that normalise to `//host` (`/.//evil.example`), and paths whose decoded
 * form does any of that (`/%2F%2Fevil.example`, `/%5Cevil.example`, double encoding). The query
 * and hash are kept as given. Server and client both use it.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_LENGTH) return fallback;
  const value = raw.trim();
  if (readsAsAnotherSite(value)) return fallback;
  const url = new URL(value, BASE);
  if (decodesToAnotherSite(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where `GET /lang/{vi|en}` goes back to (spec §2: the URL stays the same): the path of the
 * Referer when it is a page of this very host (`host` is the request's Host header) and a safe
 * path by `safeReturnPath`; the switch itself, other sites and anything odd give `fallback`.
 * `http://shop//evil.example/x` has this host but the path `//evil.example/x`: home.
 */
export function refererReturnPath(referer: unknown, host: string | undefined, fallback = '/'): string {
  if (typeof referer !== 'string' || !host || referer.length > MAX_RETURN_LENGTH) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return fallback;
  if (url.host !== host.toLowerCase()) return fallback;
  const path = safeReturnPath(`${url.pathname}${url.search}`, '');
  if (path === '' || /^\/lang(\/|$|\?)/.test(path)) return fallback;
  return path;
}
