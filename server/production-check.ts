import type { AppConfig } from './config.ts';
import { DEMO_BANK_ACCOUNT, PUBLIC_SECRETS } from './demo-values.ts';

type Env = Record<string, string | undefined>;

/** Variables holding a secret, checked against the publicly known values. */
const SECRET_VARIABLES = ['VNPAY_HASH_SECRET', 'MOMO_SECRET_KEY', 'PAYPAL_CLIENT_SECRET', 'S3_SECRET_KEY', 'GOOGLE_CLIENT_SECRET', 'FACEBOOK_APP_SECRET', 'ZALO_SECRET_KEY'] as const;

function passwordOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return decodeURIComponent(new URL(url).password) || null;
}

/**
 * What makes a production start unsafe, one line each (README "Going to production"); empty
 * when the start may go on. A production start is NODE_ENV=production with DATABASE_URL set: the
 * embedded demo (no DATABASE_URL) is never production, whatever NODE_ENV says.
 */
export function productionProblems(env: Env, config: AppConfig): string[] {
  if (env.NODE_ENV !== 'production' || !config.databaseUrl) return [];
  const problems: string[] = [];
  if (env.BANK_ACCOUNT_NUMBER?.trim() === DEMO_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER || /\bdemo\b/i.test(env.BANK_ACCOUNT_NAME ?? '') || /\(demo\)/i.test(env.BANK_NAME ?? '')) {
    problems.push('BANK_* is the demo bank account: set the shop’s own account (or leave all four unset to hide bank transfer)');
  }
  if (!config.publicUrl) {
    problems.push('PUBLIC_URL is unset: set the shop’s public https:// origin (payment return URLs, canonical links and cookies depend on it)');
  } else if (!config.publicUrl.startsWith('https://')) {
    problems.push(`PUBLIC_URL is ${config.publicUrl}: a production shop is served over HTTPS (secure cookies, payment gateways)`);
  }
  for (const name of SECRET_VARIABLES) {
    const value = env[name]?.trim();
    if (value && PUBLIC_SECRETS.includes(value)) problems.push(`${name} is a default or test value known to anyone: set the real secret`);
  }
  for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL'] as const) {
    const password = passwordOf(env[name]);
    if (password && PUBLIC_SECRETS.includes(password)) problems.push(`${name} uses the default password "${password}": give the database user a real password`);
  }
  if (config.pushAllowLocalEndpoints) problems.push('PUSH_ALLOW_LOCAL_ENDPOINTS is on: it lets push subscriptions reach this network; it is for tests only');
  if (config.seedDemo) problems.push('SEED_DEMO is on: set SEED_DEMO=0 so an empty production database is not filled with the demo catalogue');
  return problems;
}

/**
 * Stops a production start with unsafe settings before it touches anything, one line per problem
 * (server/main.ts, `npm run worker`).
 */
export function refuseUnsafeProduction(env: Env, config: AppConfig): void {
  const problems = productionProblems(env, config);
  if (!problems.length) return;
  for (const problem of problems) console.error(`Refusing to start in production: ${problem}`);
  process.exit(1);
}
