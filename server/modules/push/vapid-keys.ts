import type { MikroORM } from '@mikro-orm/postgresql';
import webPush from 'web-push';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

// One statement, safe when several processes start at once: the first insert wins, every
// process then reads the same pair (ARCHITECTURE: the app process is stateless).
const ENSURE_SQL = `insert into push_keys (id, public_key, private_key, created_at) values (1, ?, ?, now())
  on conflict (id) do nothing`;
const READ_SQL = `select public_key, private_key from push_keys where id = 1`;

const loaded = new WeakMap<MikroORM, Promise<VapidKeyPair>>();

async function ensureVapidKeys(orm: MikroORM): Promise<VapidKeyPair> {
  const connection = orm.em.fork().getConnection();
  const fresh = webPush.generateVAPIDKeys();
  await connection.execute(ENSURE_SQL, [fresh.publicKey, fresh.privateKey]);
  const rows = await connection.execute<{ public_key: string; private_key: string }[]>(READ_SQL);
  const row = rows[0];
  if (!row) throw new Error('push_keys has no row after insert');
  return { publicKey: row.public_key, privateKey: row.private_key };
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
