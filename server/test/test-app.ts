import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ormConfig } from '../db/orm-config.ts';
import { storageFromConfig } from '../storage/storage-from-config.ts';
import { parseMessage, startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  db: TestDatabase;
  config: AppConfig;
  /** Where this app's mail can be read (registration codes, reset codes, order mails). */
  mailbox: TestMailbox;
  close(): Promise<void>;
}

/** Reads an app's sent mail: its SMTP server, or the folder of .eml files when SMTP_URL is unset. */
export interface TestMailbox {
  /** The first message (already sent or still to come) that matches, or a rejection after `timeoutMs`. */
  waitForMail(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
}

const mailboxes = new WeakMap<FastifyInstance, TestMailbox>();

function addressesIn(header: string | undefined): string[] {
  return (header ?? '').split(',').map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase()).filter(Boolean);
}

/** The .eml files the file mailer writes (a test that sets `mailDir` reads them itself too). */
function folderMailbox(dir: string): TestMailbox {
  const parsed = new Map<string, CapturedMail>();
  const all = (): CapturedMail[] => {
    if (!existsSync(dir)) return [];
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.eml')).sort()) {
      if (parsed.has(name)) continue;
      const raw = readFileSync(join(dir, name), 'utf8');
      const message = parseMessage(raw);
      parsed.set(name, { ...message, from: addressesIn(message.headers.from)[0] ?? '', to: addressesIn(message.headers.to), raw });
    }
    return [...parsed.values()];
  };
  return {
    async waitForMail(match, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = all().find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail in ${dir} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The mailbox of an app made by buildTestApp (registerAndSignIn reads the registration code there). */
export function mailboxOf(app: FastifyInstance): TestMailbox {
  const mailbox = mailboxes.get(app);
  if (!mailbox) throw new Error('this app was not built by buildTestApp: no mailbox to read codes from');
  return mailbox;
}

/**
 * Boots the real app on its own copy of the seeded database (STYLE §11: a build() helper).
 * Pass `database` to start a second instance on the same database. Mail goes through a real SMTP
 * server on localhost (its own, or `mailbox`), as in production; a test that sets `config.mailDir`
 * keeps the file mailer (.eml files there), and registration codes are read from that folder.
 */
export async function buildTestApp(options: { database?: TestDatabase; config?: Partial<AppConfig>; mailbox?: SmtpCapture } = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  const toFiles = options.config?.mailDir !== undefined && !options.mailbox;
  const smtp = toFiles ? null : (options.mailbox ?? (await startSmtpCapture()));
  const scratch = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    storageDir: inject('testStorageDir'),
    imageCacheDir: join(scratch, 'image-cache'),
    clientDir: join(scratch, 'no-client-build'),
    // The pg-boss queue only where a test asks for it (`config: { jobQueue: true }`).
    jobQueue: false,
    // Load shedding only where a test asks for it: a loaded test machine must not turn answers into 503s.
    observability: { ...loadConfig({}).observability, maxEventLoopDelayMs: 0 },
    smtpUrl: smtp?.url ?? null,
    ...options.config,
  };
  const mailbox: TestMailbox = smtp ?? folderMailbox(config.mailDir);
  const orm = await MikroORM.init(ormConfig(db.url, { poolMax: 4 }));
  const app = await buildApp({ config, orm, storage: await storageFromConfig(config) });
  await app.ready();
  mailboxes.set(app, mailbox);
  return {
    app,
    orm,
    db,
    config,
    mailbox,
    async close() {
      await app.close();
      await orm.close();
      if (smtp && !options.mailbox) await smtp.close();
      rmSync(scratch, { recursive: true, force: true });
      if (!options.database) await db.drop();
    },
  };
}
