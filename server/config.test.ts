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

describe('loadConfig social sign-in clients', () => {
  test('a provider needs both its id and its secret; endpoint overrides ride along', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:3190/token',
      FACEBOOK_APP_ID: 'only-the-id',
      ZALO_AUTHORIZE_URL: 'http://127.0.0.1:1/v4/permission',
    });
    expect(config.oauth.google).toEqual({ clientId: 'id', clientSecret: 'secret', tokenUrl: 'http://127.0.0.1:3190/token' });
    expect(config.oauth.facebook).toBeNull();
    expect(config.oauth.zalo).toBeNull();
  });

  test('rejects an endpoint that is not an absolute URL', () => {
    expect(() => loadConfig({ ZALO_APP_ID: 'a', ZALO_SECRET_KEY: 'b', ZALO_USERINFO_URL: '/v2.0/me' })).toThrow(/ZALO_USERINFO_URL/);
  });
});
