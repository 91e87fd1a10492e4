import { describe, expect, it } from 'vitest';
import { refererReturnPath, safeReturnPath } from './return-url.ts';

/** Every way we know of to write "another site" where a path is expected. */
const HOSTILE_PATHS = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http://shop//evil.example/x',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'carts',
  'evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/.//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  // Encoded slashes and backslashes: a router or a proxy that decodes the path would see //host.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/x/%5C..%5C..%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  // Malformed escapes cannot be read the same way by everyone.
  '/%E0%A4%A',
  '/%',
  '',
  '   ',
];

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/carts')).toBe('/carts');
    expect(safeReturnPath('/pcb?type=2#quote')).toBe('/pcb?type=2#quote');
    expect(safeReturnPath('/products?search=a%2Fb%5Cc')).toBe('/products?search=a%2Fb%5Cc');
    expect(safeReturnPath('/products/tu-dien-10uf')).toBe('/products/tu-dien-10uf');
    expect(safeReturnPath('/tin-tuc/m%E1%BA%A1ch-in')).toBe('/tin-tuc/m%E1%BA%A1ch-in');
    expect(safeReturnPath('/a/../carts')).toBe('/carts');
    expect(safeReturnPath(' /carts ')).toBe('/carts');
  });

  it('falls back for anything that could leave the site', () => {
    for (const raw of HOSTILE_PATHS) expect(safeReturnPath(raw), JSON.stringify(raw)).toBe('/');
    expect(safeReturnPath(null, '/user/settings')).toBe('/user/settings');
    expect(safeReturnPath(42)).toBe('/');
    expect(safeReturnPath(['/carts'])).toBe('/');
    expect(safeReturnPath(`/${'x'.repeat(2000)}`)).toBe('/');
  });

  it('whatever it returns stays on the site, even after the path is decoded once more', () => {
    const pieces = ['/', '//', '.', '..', '\\', '%2F', '%5C', '%09', '%25', 'evil', '?', '#', ':', '@', 'javascript:'];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const raw = `/${a}${b}${c}`;
          const safe = safeReturnPath(raw, '');
          if (safe === '') continue;
          expect(new URL(safe, 'https://shop.test').origin, raw).toBe('https://shop.test');
          expect(safe.startsWith('//'), raw).toBe(false);
          const decodedPath = decodeURIComponent(new URL(safe, 'https://shop.test').pathname);
          expect(new URL(decodedPath, 'https://shop.test').origin, raw).toBe('https://shop.test');
        }
      }
    }
  });
});

describe('refererReturnPath', () => {
  it('goes back to the page of this site the request came from', () => {
    expect(refererReturnPath('http://shop.test/product/dien-tro?x=1', 'shop.test')).toBe('/product/dien-tro?x=1');
    expect(refererReturnPath('https://shop.test:8443/carts', 'shop.test:8443')).toBe('/carts');
  });

  it('goes home for another site, a hostile path on this one, or the switch itself', () => {
    for (const referer of [
      'https://evil.example/x',
      'http://shop.test//evil.example/x',
      'http://shop.test/\\evil.example/x',
      'http://shop.test/.//evil.example',
      'http://shop.test/%2F%2Fevil.example',
      'http://shop.test/%5Cevil.example',
      'http://shop.test.evil.example/x',
      'http://evil.example@shop.test.evil.example/x',
      'javascript:alert(1)//shop.test',
      'ftp://shop.test/x',
      '/relative/referer',
      'http://shop.test/lang/en',
      'not a url',
      '',
    ]) {
      expect(refererReturnPath(referer, 'shop.test'), referer).toBe('/');
    }
    expect(refererReturnPath(undefined, 'shop.test')).toBe('/');
    expect(refererReturnPath('http://shop.test/carts', undefined)).toBe('/');
  });
});
