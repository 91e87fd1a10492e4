// The server the e2e journeys run against: the production build (dist/server/main.js) on a fresh
// embedded PostgreSQL under .data/e2e, seeded with the demo catalogue at start. A real local
// OpenID provider stands in for Google (E2E_OIDC_PORT, default 3190) for the social sign-in journey;
// mail goes to a local SMTP server that keeps each message in .data/e2e/mailbox (E2E_SMTP_PORT, default 2526);
// fake VNPay, MoMo and PayPal servers checking signatures stand in for the gateways (E2E_GATEWAYS_PORT,
// default 3195), and bank transfer uses a sample account; a fake J&T carrier answers the tracking panel
// (E2E_CARRIER_PORT, default 3196).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startFakeCarrier } from '../server/test/fake-carrier.ts';
import { startFakeGateways } from '../server/test/fake-gateways/fake-gateways.ts';
import { startOidcTestProvider } from '../server/test/oidc-test-provider.ts';
import { startSmtpCapture } from '../server/test/smtp-capture.ts';

const dataDir = resolve(process.env.E2E_DATA_DIR || '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = process.env.E2E_PORT || '3100';
process.env.DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT || '54340';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
// Every journey registers from 127.0.0.1: the per-IP limits would stop the suite, not an attacker.
process.env.RATE_LIMIT_SCALE = '100';
delete process.env.DATABASE_URL;
// Every mail (registration and reset codes, order mails) goes through a real SMTP server on this
// port, which drops each message into DATA_DIR/mailbox/ as JSON for the journeys to read
// (e2e/support/mailbox.ts).
const mailboxDir = resolve(dataDir, 'mailbox');
mkdirSync(mailboxDir, { recursive: true });
let mailCount = 0;
await startSmtpCapture({
  port: Number(process.env.E2E_SMTP_PORT || 2526),
  onMail: (mail) => {
    mailCount += 1;
    const { to, subject, text, html } = mail;
    // Written under a temporary name and renamed: a test polling the folder never reads half a
    // file (it once did, and failed on "Unexpected end of JSON input").
    const name = resolve(mailboxDir, `${String(mailCount).padStart(6, '0')}.json`);
    writeFileSync(`${name}.partial`, JSON.stringify({ to, subject, text, html }));
    renameSync(`${name}.partial`, name);
  },
});
process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT || 2526}`;

const oidc = await startOidcTestProvider({
  port: Number(process.env.E2E_OIDC_PORT || 3190),
  clientId: 'e2e-shop',
  clientSecret: 'e2e-shop-secret',
  redirectUris: [`http://localhost:${process.env.PORT}/auth/google/callback`],
});
Object.assign(process.env, {
  GOOGLE_CLIENT_ID: 'e2e-shop',
  GOOGLE_CLIENT_SECRET: 'e2e-shop-secret',
  GOOGLE_AUTHORIZE_URL: oidc.authorizationUrl,
  GOOGLE_TOKEN_URL: oidc.tokenUrl,
  GOOGLE_USERINFO_URL: oidc.userinfoUrl,
});

const gateways = await startFakeGateways({
  port: Number(process.env.E2E_GATEWAYS_PORT || 3195),
  vnpayIpnUrl: `http://localhost:${process.env.PORT}/v1/payments/vnpay/ipn`,
});
Object.assign(process.env, gateways.env, {
  BANK_NAME: 'Vietcombank',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NUMBER: '0011001234567',
  BANK_ACCOUNT_NAME: 'CONG TY LINH KIEN VIET',
});

const carrier = await startFakeCarrier({ port: Number(process.env.E2E_CARRIER_PORT || 3196) });
process.env.TRACKING_URL = carrier.url;

await import(new URL('../dist/server/main.js', import.meta.url).href);
