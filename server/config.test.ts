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

describe('loadConfig processes, direct URL and storage driver', () => {
  test('JOB_QUEUE: 1 queues and works, 0 only queues (npm run worker works), off queues nothing', () => {
    expect(loadConfig({})).toMatchObject({ jobQueue: true, jobWorker: true });
    expect(loadConfig({ JOB_QUEUE: '0' })).toMatchObject({ jobQueue: true, jobWorker: false });
    expect(loadConfig({ JOB_QUEUE: 'off' })).toMatchObject({ jobQueue: false, jobWorker: false });
  });

  test('DATABASE_DIRECT_URL and MIGRATE_AT_START', () => {
    expect(loadConfig({})).toMatchObject({ databaseDirectUrl: null, migrateAtStart: true });
    expect(loadConfig({ DATABASE_DIRECT_URL: 'postgres://a@db:5432/shop', MIGRATE_AT_START: '0' })).toMatchObject({
      databaseDirectUrl: 'postgres://a@db:5432/shop',
      migrateAtStart: false,
    });
  });

  test('STORAGE_DRIVER: local by default; s3 needs its four variables, region and path style defaulted', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow('STORAGE_DRIVER must be local or s3, got "gcs"');
    const s3 = { STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'files', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    expect(loadConfig(s3).storage).toEqual({ driver: 's3', endpoint: 'http://127.0.0.1:9000', bucket: 'files', region: 'us-east-1', accessKey: 'k', secretKey: 's', pathStyle: true });
    expect(loadConfig({ ...s3, S3_REGION: 'ap-southeast-1', S3_PATH_STYLE: '0' }).storage).toMatchObject({ region: 'ap-southeast-1', pathStyle: false });
  });
});
