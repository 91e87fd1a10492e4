import { describe, expect, it } from 'vitest';
import { returnUrlOrHome, safeReturnUrl } from './safe-return-url.ts';

describe('safeReturnUrl', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturnUrl('/')).toBe('/');
    expect(safeReturnUrl('/carts')).toBe('/carts');
    expect(safeReturnUrl('/pcb?width=100&height=50#price')).toBe('/pcb?width=100&height=50#price');
    expect(safeReturnUrl('/products/ic-555')).toBe('/products/ic-555');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnUrl('/a/../carts')).toBe('/carts');
    expect(safeReturnUrl('/../../carts')).toBe('/carts');
  });

  it('rejects other origins, however they are spelt', () => {
    for (const raw of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example',
      '//evil.example/carts',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      'carts',
    ]) {
      expect(safeReturnUrl(raw), raw).toBeNull();
    }
  });

  it('rejects schemes such as javascript: and data:', () => {
    expect(safeReturnUrl('javascript:alert(1)')).toBeNull();
    expect(safeReturnUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeReturnUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeReturnUrl('/javascript:alert(1)')).toBe('/javascript:alert(1)');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnUrl('/login')).toBeNull();
    expect(safeReturnUrl('/login/')).toBeNull();
    expect(safeReturnUrl('/login?return_url=/carts')).toBeNull();
    expect(safeReturnUrl('/register')).toBeNull();
    expect(safeReturnUrl('/logout')).toBeNull();
    expect(safeReturnUrl('/login-help')).toBe('/login-help');
  });

  it('ignores surrounding spaces, as the shared rule does', () => {
    expect(safeReturnUrl(' /carts ')).toBe('/carts');
  });

  it('rejects what is not a non-empty string of sane length', () => {
    expect(safeReturnUrl(undefined)).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl(42)).toBeNull();
    expect(safeReturnUrl('')).toBeNull();
    expect(safeReturnUrl(`/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('rejects paths that normalise into a protocol-relative URL', () => {
    expect(safeReturnUrl('/.//evil.example')).toBeNull();
    expect(safeReturnUrl('/x/..//evil.example')).toBeNull();
  });

  it('whatever it returns resolves to the same origin', () => {
    const pieces = ['/', '//', '.', '..', '\\', '%2F', '%5C', '%09', 'evil', '?', '#', ':', '@', 'javascript:'];
    const samples: string[] = [];
    // Every path of up to three pieces after the leading slash.
    for (const a of pieces) for (const b of pieces) for (const c of pieces) samples.push(`/${a}${b}${c}`);
    for (const raw of samples) {
      const safe = safeReturnUrl(raw);
      if (safe === null) continue;
      expect(new URL(safe, 'https://shop.test').origin, raw).toBe('https://shop.test');
      expect(safe.startsWith('//'), raw).toBe(false);
    }
  });
});

describe('returnUrlOrHome', () => {
  it('falls back to the home page', () => {
    expect(returnUrlOrHome('//evil.example')).toBe('/');
    expect(returnUrlOrHome(undefined)).toBe('/');
    expect(returnUrlOrHome('/orders')).toBe('/orders');
  });
});
