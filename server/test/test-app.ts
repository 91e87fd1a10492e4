import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ormConfig } from '../db/orm-config.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  db: TestDatabase;
  config: AppConfig;
  /** The SMTP server this app's mail goes to (registration codes, reset codes, order mails). */
  mailbox: SmtpCapture;
  close(): Promise<void>;
}

const mailboxes = new WeakMap<FastifyInstance, SmtpCapture>();

/** The mailbox of an app made by buildTestApp (registerAndSignIn reads the registration code there). */
export function mailboxOf(app: FastifyInstance): SmtpCapture {
  const mailbox = mailboxes.get(app);
  if (!mailbox) throw new Error('this app was not built by buildTestApp: no mailbox to read codes from');
  return mailbox;
}

/**
 * Boots the real app on its own copy of the seeded database (STYLE §11: a build() helper).
 * Pass `database` to start a second instance on the same database. Mail goes through a real SMTP
 * server on localhost (its own, or `mailbox`), as in production.
 */
export async function buildTestApp(options: { database?: TestDatabase; config?: Partial<AppConfig>; mailbox?: SmtpCapture } = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  const mailbox = options.mailbox ?? (await startSmtpCapture());
  const scratch = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config: AppConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    storageDir: inject('testStorageDir'),
    imageCacheDir: join(scratch, 'image-cache'),
    clientDir: join(scratch, 'no-client-build'),
    // The pg-boss queue only where a test asks for it (`config: { jobQueue: true }`).
    jobQueue: false,
    smtpUrl: mailbox.url,
    ...options.config,
  };
  const orm = await MikroORM.init(ormConfig(db.url, { poolMax: 4 }));
  const app = await buildApp({ config, orm, storage: new LocalStorage(config.storageDir) });
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
      if (!options.mailbox) await mailbox.close();
      rmSync(scratch, { recursive: true, force: true });
      if (!options.database) await db.drop();
    },
  };
}
