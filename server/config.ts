import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed once at start (README "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  /** Set → use that PostgreSQL; unset → start the embedded one under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  /** File bytes (image originals, uploads): local folder behind the storage interface. */
  storageDir: string;
  /** Resized image renditions, safe to delete at any time. */
  imageCacheDir: string;
  /** Built PWA (vite build output) served by the same process. */
  clientDir: string;
  logLevel: string;
  /** HTTP processes sharing PORT (node:cluster); 1 → the whole shop in one process. */
  webConcurrency: number;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Margin added to supplier USD prices when the demo catalogue is seeded. */
  seedMarginPercent: number;
  /** VND per USD written to the `exchange_rate` setting by the seed. */
  seedExchangeRate: number;
  trustProxy: boolean;
  /**
   * Public origin of the shop (`https://linhkienviet.vn`), without a trailing slash, for absolute
   * URLs in canonical links, JSON-LD, robots.txt and sitemaps; null → the request's own host.
   */
  publicUrl: string | null;
  /** Multiplies every rate limit (1 in production; e2e journeys raise it, all from one IP). */
  rateLimitScale: number;
  /** Social sign-in clients; a provider left null has no route and no button. */
  oauth: Record<OAuthProviderName, OAuthClientConfig | null>;
  /** Outgoing mail server (`smtp://user:pass@host:587`); null → messages are written to `mailDir`. */
  smtpUrl: string | null;
  /** From header of the shop's e-mails. */
  mailFrom: string;
  /** Where .eml files go when SMTP_URL is unset. */
  mailDir: string;
}

/** An OAuth client registered at a provider (issue 4 "Social login"). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** `{PROVIDER}_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL`: another server in place of the real one (tests). */
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

export type OAuthProviderName = 'google' | 'facebook' | 'zalo';

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** PUBLIC_URL as an origin with an optional base path and no trailing slash; rejects non-http(s) URLs. */
function publicUrlFrom(env: Env): string | null {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http(s), got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function oauthClientFrom(env: Env, idName: string, secretName: string): OAuthClientConfig | null {
  const clientId = env[idName]?.trim();
  const clientSecret = env[secretName]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function withOAuthUrls(env: Env, prefix: string, client: OAuthClientConfig | null): OAuthClientConfig | null {
  if (!client) return null;
  const url = (name: string) => {
    const raw = env[`${prefix}_${name}_URL`]?.trim();
    if (!raw) return {};
    if (!URL.canParse(raw)) throw new Error(`${prefix}_${name}_URL must be an absolute URL, got "${raw}"`);
    return { [`${name.toLowerCase()}Url`]: raw };
  };
  return { ...client, ...url('AUTHORIZE'), ...url('TOKEN'), ...url('USERINFO') };
}

/** Reads the configuration from `env` (defaults documented in the README). */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const dataDir = resolve(cwd, env.DATA_DIR || '.data');
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    embeddedPgPort: intFrom(env, 'EMBEDDED_PG_PORT', 54320),
    storageDir: resolve(cwd, env.STORAGE_DIR || resolve(dataDir, 'storage')),
    imageCacheDir: resolve(cwd, env.IMAGE_CACHE_DIR || resolve(dataDir, 'cache', 'images')),
    clientDir: resolve(cwd, env.CLIENT_DIR || 'dist/client'),
    logLevel: env.LOG_LEVEL || 'info',
    webConcurrency: Math.max(1, Math.floor(intFrom(env, 'WEB_CONCURRENCY', 1))),
    seedDemo: boolFrom(env, 'SEED_DEMO', true),
    seedMarginPercent: intFrom(env, 'SEED_MARGIN_PERCENT', 20),
    seedExchangeRate: intFrom(env, 'SEED_EXCHANGE_RATE', 26_000),
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    publicUrl: publicUrlFrom(env),
    rateLimitScale: Math.max(1, intFrom(env, 'RATE_LIMIT_SCALE', 1)),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM || 'Linh Kiện Việt <no-reply@linhkienviet.vn>',
    mailDir: resolve(cwd, env.MAIL_DIR || resolve(dataDir, 'mail')),
    oauth: {
      google: withOAuthUrls(env, 'GOOGLE', oauthClientFrom(env, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET')),
      facebook: withOAuthUrls(env, 'FACEBOOK', oauthClientFrom(env, 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET')),
      zalo: withOAuthUrls(env, 'ZALO', oauthClientFrom(env, 'ZALO_APP_ID', 'ZALO_SECRET_KEY')),
    },
  };
}
