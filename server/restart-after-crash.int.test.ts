import { randomUUID } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { postgresUser } from './db/embedded-postgres.ts';
import { processesWorkingIn } from './db/process-facts.ts';
import { codeInMail } from './test/auth.ts';
import { startSmtpCapture, type SmtpCapture } from './test/smtp-capture.ts';
import { freePort, spawnShop, stopShop, waitUntilHealthy, type ShopProcess } from './test/shop-process.ts';

// The real server (server/main.ts, what `npm start` runs once built) in its own
// process on a scratch DATA_DIR and free ports, killed with SIGKILL and started again.

const CSRF = `restart-${randomUUID()}`;
const started: ShopProcess[] = [];
const scratch: string[] = [];
const mailboxes: SmtpCapture[] = [];

function scratchDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
  scratch.push(dir);
  return dir;
}

function shop(env: Record<string, string>): ShopProcess {
  const running = spawnShop(env);
  started.push(running);
  return running;
}

// Whatever happened, every process a test started is stopped before its folder is removed.
afterEach(async () => {
  for (const running of started.splice(0)) await stopShop(running, null);
  for (const mailbox of mailboxes.splice(0)) await mailbox.close();
  for (const dir of scratch.splice(0)) {
    await stopShop(null, join(dir, 'pg'));
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

function post(url: string, body: unknown, cookie = '') {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}${cookie ? `; ${cookie}` : ''}` },
    body: JSON.stringify(body),
  });
}

async function me(url: string, sid: string): Promise<{ email: string } | null> {
  const response = await fetch(`${url}/v1/me`, { headers: { cookie: sid } });
  return ((await response.json()) as { user: { email: string } | null }).user;
}

describe('npm start after the server was killed with SIGKILL', () => {
  test('is ready again within 10 s, with nothing lost', async () => {
    const dataDir = scratchDataDir();
    const mailbox = await startSmtpCapture();
    mailboxes.push(mailbox);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false', SMTP_URL: mailbox.url };
    const first = shop(env);
    // A first start initialises the cluster, migrates and loads the reference data.
    await waitUntilHealthy(first, 120_000);

    const email = `restart.${randomUUID()}@example.vn`;
    const password = 'correct horse battery';
    // Registration confirms the address with a mailed code.
    const started = await post(`${first.url}/register`, { fullname: 'Khách khởi động lại', email, password, password_confirmation: password });
    expect(started.status).toBe(202);
    const { registration_id } = (await started.json()) as { registration_id: string };
    const otp = codeInMail(await mailbox.waitForMail((mail) => mail.to.includes(email)));
    const registered = await post(`${first.url}/register/confirm`, { registration_id, otp });
    expect(registered.status).toBe(201);
    const sid = registered.headers.getSetCookie().find((line) => line.startsWith('sid='))!.split(';')[0]!;
    expect((await me(first.url, sid))?.email).toBe(email);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = shop(env);
    const readyAfterMs = await waitUntilHealthy(second, 10_000);

    expect(readyAfterMs).toBeLessThan(10_000);
    expect(second.output()).not.toMatch(/^undefined$|Could not start/m);
    // The account and its session are still there.
    expect((await me(second.url, sid))?.email).toBe(email);
    expect((await post(`${second.url}/login`, { email, password })).status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(processesWorkingIn(realpathSync(join(dataDir, 'pg'))) ?? []).toEqual([]);
  }, 180_000);

  test('a start that fails prints why in one line instead of "undefined"', async () => {
    const dataDir = scratchDataDir();
    // A data folder PostgreSQL 18 cannot open (one from version 9), owned by the user it runs as.
    const pgDir = join(dataDir, 'pg');
    mkdirSync(pgDir, { mode: 0o700 });
    writeFileSync(join(pgDir, 'PG_VERSION'), '9\n');
    writeFileSync(join(pgDir, 'postgresql.conf'), '');
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresUser();
      for (const path of [pgDir, join(pgDir, 'PG_VERSION'), join(pgDir, 'postgresql.conf')]) chownSync(path, uid, gid);
    }
    const failing = shop({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' });

    expect(await failing.exited).toBe(1);

    const lines = failing.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Could not start the shop: the embedded PostgreSQL \(port \d+, data .+\) exited during start with code 1: FATAL: database files are incompatible with server DETAIL: The data directory was initialized by PostgreSQL version 9, which is not compatible with this version 18\.\d+\.$/,
    );
    expect(failing.output()).not.toMatch(/^undefined$/m);
  }, 60_000);
});
