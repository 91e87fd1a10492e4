import { resolve } from 'node:path';
import { parsePushEndpointHosts } from './modules/push/push-endpoint.ts';
import { observabilityFrom, type ObservabilityConfig } from './observability/observability-config.ts';

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
  /** Payment adapters; one left null is hidden at checkout. */
  payments: PaymentsConfig;
  /** Contact sent to push services with every web push (RFC 8292 `sub`): a mailto: or https: URL. */
  vapidSubject: string;
  /** Push service hosts a subscription may point at; `*.domain` patterns allowed. */
  pushEndpointHosts: readonly string[];
  /** Tests only: accept http: and loopback/private push endpoints (the local fake push service). */
  pushAllowLocalEndpoints: boolean;
  /** Carrier tracking endpoint behind POST /api/jt-tracking; null → tracking answers 503. */
  trackingUrl: string | null;
  /** Run the pg-boss job queue (order-update e-mail and web push) in this process. */
  jobQueue: boolean;
  /** Keep hot product rows in memory, dropped on PostgreSQL's change notifications. */
  rowCache: boolean;

  // --- Several machines (README "Topology"): direct database URL, processes, object storage ---
  /**
   * DATABASE_DIRECT_URL: a session connection to the same database for what a transaction-mode
   * pooler (PgBouncer) cannot carry: LISTEN, pg-boss and migrations; null → DATABASE_URL.
   */
  databaseDirectUrl: string | null;
  /** Work the queued jobs in this process (JOB_QUEUE=1); false with JOB_QUEUE=0: `npm run worker` works them. */
  jobWorker: boolean;
  /** Apply pending migrations at start (MIGRATE_AT_START); off → the start refuses while any is pending. */
  migrateAtStart: boolean;
  /** Where file bytes go: the local folder (`storageDir`) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Metrics, traces and load shedding. */
  observability: ObservabilityConfig;
}

/** STORAGE_DRIVER=local (default) or s3 with its S3_* variables (README "Configuration"). */
export type StorageConfig =
  | { driver: 'local' }
  | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKey: string; secretKey: string; pathStyle: boolean };

/** Each adapter is configured only when all of its variables are set (README "Configuration"). */
export interface PaymentsConfig {
  /** VNPay 2.1.0 (domestic card and internet banking, provider `pay_online`). */
  /**
   * `apiUrl` is VNPay's merchant API (querydr/refund, VNPAY_API_URL, e.g.
   * `https://sandbox.vnpayment.vn/merchant_webapi/api/transaction`); without it a cancelled paid
   * order's refund is recorded as due and done by hand in VNPay's merchant portal.
   */
  vnpay: { tmnCode: string; hashSecret: string; payUrl: string; apiUrl?: string | null } | null;
  /** MoMo wallet, API v2 (provider `pay_momo`); `endpoint` is the origin, e.g. `https://payment.momo.vn`. */
  momo: { partnerCode: string; accessKey: string; secretKey: string; endpoint: string } | null;
  /** PayPal Orders v2 (provider `paypal`); `apiBase` e.g. `https://api-m.paypal.com`. */
  paypal: { clientId: string; clientSecret: string; apiBase: string } | null;
  /** The shop's account for bank transfers; `bankBin` is the NAPAS bank id drawn into the VietQR code. */
  bankTransfer: { bankName: string; bankBin: string; accountNumber: string; accountName: string } | null;
}

/** An OAuth client registered at a provider. */
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

/** The named variables, trimmed, when every one is set; null when any is missing. */
function allSet<const Names extends readonly string[]>(env: Env, names: Names): Record<Names[number], string> | null {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) return null;
    values[name] = value;
  }
  return values as Record<Names[number], string>;
}

function httpUrlFrom(name: string, raw: string): string {
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function paymentsFrom(env: Env): PaymentsConfig {
  const vnpay = allSet(env, ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_PAY_URL']);
  const momo = allSet(env, ['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY', 'MOMO_ENDPOINT']);
  const paypal = allSet(env, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_BASE']);
  const bank = allSet(env, ['BANK_NAME', 'BANK_BIN', 'BANK_ACCOUNT_NUMBER', 'BANK_ACCOUNT_NAME']);
  if (bank && !/^\d{6}$/.test(bank.BANK_BIN)) throw new Error(`BANK_BIN must be the 6-digit NAPAS bank id, got "${bank.BANK_BIN}"`);
  return {
    vnpay: vnpay && {
      tmnCode: vnpay.VNPAY_TMN_CODE,
      hashSecret: vnpay.VNPAY_HASH_SECRET,
      payUrl: httpUrlFrom('VNPAY_PAY_URL', vnpay.VNPAY_PAY_URL),
      apiUrl: env.VNPAY_API_URL ? httpUrlFrom('VNPAY_API_URL', env.VNPAY_API_URL) : null,
    },
    momo: momo && {
      partnerCode: momo.MOMO_PARTNER_CODE,
      accessKey: momo.MOMO_ACCESS_KEY,
      secretKey: momo.MOMO_SECRET_KEY,
      endpoint: httpUrlFrom('MOMO_ENDPOINT', momo.MOMO_ENDPOINT),
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      apiBase: httpUrlFrom('PAYPAL_API_BASE', paypal.PAYPAL_API_BASE),
    },
    bankTransfer: bank && {
      bankName: bank.BANK_NAME,
      bankBin: bank.BANK_BIN,
      accountNumber: bank.BANK_ACCOUNT_NUMBER,
      accountName: bank.BANK_ACCOUNT_NAME,
    },
  };
}

function vapidSubjectFrom(env: Env): string {
  const raw = env.VAPID_SUBJECT?.trim() || 'mailto:no-reply@linhkienviet.vn';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(raw)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${raw}"`);
  return raw;
}

/**
 * JOB_QUEUE: `1` (default) queues jobs and works them in this process; `0` queues them for
 * `npm run worker` (web processes of a several-machine setup); `off` queues nothing (tests).
 */
function jobQueueFrom(env: Env): { jobQueue: boolean; jobWorker: boolean } {
  const raw = env.JOB_QUEUE?.trim().toLowerCase();
  if (raw === 'off') return { jobQueue: false, jobWorker: false };
  const work = boolFrom(env, 'JOB_QUEUE', true);
  return { jobQueue: true, jobWorker: work };
}

function storageFrom(env: Env): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim().toLowerCase() || 'local';
  if (driver === 'local') return { driver: 'local' };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  const s3 = allSet(env, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']);
  if (!s3) throw new Error('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
  return {
    driver: 's3',
    endpoint: httpUrlFrom('S3_ENDPOINT', s3.S3_ENDPOINT),
    bucket: s3.S3_BUCKET,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKey: s3.S3_ACCESS_KEY,
    secretKey: s3.S3_SECRET_KEY,
    pathStyle: boolFrom(env, 'S3_PATH_STYLE', true),
  };
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
    payments: paymentsFrom(env),
    vapidSubject: vapidSubjectFrom(env),
    pushEndpointHosts: parsePushEndpointHosts(env.PUSH_ENDPOINT_HOSTS),
    pushAllowLocalEndpoints: boolFrom(env, 'PUSH_ALLOW_LOCAL_ENDPOINTS', false),
    trackingUrl: env.TRACKING_URL?.trim() ? httpUrlFrom('TRACKING_URL', env.TRACKING_URL.trim()) : null,
    ...jobQueueFrom(env),
    rowCache: boolFrom(env, 'ROW_CACHE', true),
    databaseDirectUrl: env.DATABASE_DIRECT_URL?.trim() || null,
    migrateAtStart: boolFrom(env, 'MIGRATE_AT_START', true),
    storage: storageFrom(env),
    observability: observabilityFrom(env),
  };
}
