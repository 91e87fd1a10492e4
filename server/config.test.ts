import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig PUBLIC_URL', () => {
  test('unset means the request’s own host is used', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeNull();
  });

  test('is kept as an origin (with any base path) without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://linhkienviet.vn/' }).publicUrl).toBe('https://linhkienviet.vn');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/shop/' }).publicUrl).toBe('https://example.com/shop');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  test('rejects what is not an absolute http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'linhkienviet.vn' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://linhkienviet.vn' })).toThrow(/PUBLIC_URL/);
  });
});
