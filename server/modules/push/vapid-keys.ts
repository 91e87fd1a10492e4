import { sql, type MikroORM } from '@mikro-orm/postgresql';
import webPush from 'web-push';
import { PushKeySchema } from './push-key.entity.ts';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

const loaded = new WeakMap<MikroORM, Promise<VapidKeyPair>>();

async function ensureVapidKeys(orm: MikroORM): Promise<VapidKeyPair> {
  const em = orm.em.fork();
  const fresh = webPush.generateVAPIDKeys();
  // One statement, safe when several processes start at once: the first insert wins, every
  // process then reads the same pair (ARCHITECTURE: the app process is stateless).
  await em
    .createQueryBuilder(PushKeySchema)
    .insert({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey, createdAt: sql.now() })
    .onConflict('id')
    .ignore()
    .execute();
  const row = await em.findOne(PushKeySchema, 1);
  if (!row) throw new Error('push_keys has no row after insert');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/**
 * The shop's VAPID key pair: generated and stored in PostgreSQL on first
 * start, then read once per process. A failed read is retried on the next call.
 */
export function vapidKeys(orm: MikroORM): Promise<VapidKeyPair> {
  let keys = loaded.get(orm);
  if (!keys) {
    keys = ensureVapidKeys(orm);
    keys.catch(() => loaded.delete(orm));
    loaded.set(orm, keys);
  }
  return keys;
}
