import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { DEMO_BANK_ACCOUNT } from './demo-values.ts';
import { productionProblems } from './production-check.ts';
import { spawnShop } from './test/shop-process.ts';

type Env = Record<string, string>;

const SAFE: Env = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:Xk2-long-real-password@db.internal:5432/shop',
  PUBLIC_URL: 'https://linhkienviet.vn',
  SEED_DEMO: '0',
};

function problems(env: Env): string[] {
  return productionProblems(env, loadConfig(env));
}

describe('productionProblems', () => {
  test('a safe production configuration, a development start and the embedded demo pass', () => {
    expect(problems(SAFE)).toEqual([]);
    expect(problems({ ...SAFE, NODE_ENV: 'development', PUBLIC_URL: '' })).toEqual([]);
    // No DATABASE_URL: the embedded demo, even with NODE_ENV=production (npm start).
    expect(problems({ NODE_ENV: 'production', ...DEMO_BANK_ACCOUNT })).toEqual([]);
  });

  test('the demo bank account is refused', () => {
    expect(problems({ ...SAFE, ...DEMO_BANK_ACCOUNT })).toEqual(['BANK_* is the demo bank account: set the shop’s own account (or leave all four unset to hide bank transfer)']);
  });

  test('PUBLIC_URL must be set and https', () => {
    expect(problems({ ...SAFE, PUBLIC_URL: '' })).toEqual(['PUBLIC_URL is unset: set the shop’s public https:// origin (payment return URLs, canonical links and cookies depend on it)']);
    expect(problems({ ...SAFE, PUBLIC_URL: 'http://linhkienviet.vn' })).toEqual(['PUBLIC_URL is http://linhkienviet.vn: a production shop is served over HTTPS (secure cookies, payment gateways)']);
  });

  test('default and test secrets are refused, one line each', () => {
    const env = {
      ...SAFE,
      DATABASE_URL: 'postgres://postgres:postgres@db.internal:5432/shop',
      VNPAY_TMN_CODE: 'SHOP',
      VNPAY_HASH_SECRET: 'FAKEVNPAYHASHSECRET0123456789ABC',
      VNPAY_PAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY: 'minioadmin',
      S3_SECRET_KEY: 'minioadmin',
    };
    expect(problems(env)).toEqual([
      'VNPAY_HASH_SECRET is a default or test value known to anyone: set the real secret',
      'S3_SECRET_KEY is a default or test value known to anyone: set the real secret',
      'DATABASE_URL uses the default password "postgres": give the database user a real password',
    ]);
  });

  test('test-only switches and the demo seed are refused', () => {
    expect(problems({ ...SAFE, PUSH_ALLOW_LOCAL_ENDPOINTS: '1', SEED_DEMO: '1' })).toEqual([
      'PUSH_ALLOW_LOCAL_ENDPOINTS is on: it lets push subscriptions reach this network; it is for tests only',
      'SEED_DEMO is on: set SEED_DEMO=0 so an empty production database is not filled with the demo catalogue',
    ]);
  });
});

describe('a production start with unsafe settings', () => {
  test('exits 1 before opening anything, printing one line per problem', async () => {
    // Nothing listens on port 1: a start that got past the check would fail differently.
    const shop = spawnShop({ ...SAFE, ...DEMO_BANK_ACCOUNT, PORT: '0', PUBLIC_URL: '', DATABASE_URL: 'postgres://shop:Xk2-long-real-password@127.0.0.1:1/shop' });
    expect(await shop.exited).toBe(1);
    const lines = shop.output().trim().split('\n');
    expect(lines).toEqual([
      'Refusing to start in production: BANK_* is the demo bank account: set the shop’s own account (or leave all four unset to hide bank transfer)',
      'Refusing to start in production: PUBLIC_URL is unset: set the shop’s public https:// origin (payment return URLs, canonical links and cookies depend on it)',
    ]);
  }, 30_000);
});
