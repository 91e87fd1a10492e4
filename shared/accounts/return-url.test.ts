import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/carts')).toBe('/carts');
    expect(safeReturnPath('/pcb?type=2#quote')).toBe('/pcb?type=2#quote');
  });

  it('falls back for anything that could leave the site', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'carts', '/\t/evil.example', '/.//evil.example', '/x/..//evil.example', '/%2e//evil.example', '/a\\b', '']) {
      expect(safeReturnPath(raw)).toBe('/');
    }
    expect(safeReturnPath(null, '/user/settings')).toBe('/user/settings');
    expect(safeReturnPath(42)).toBe('/');
    expect(safeReturnPath(`/${'x'.repeat(2000)}`)).toBe('/');
  });
});
