import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { quoteIdent } from '../db/database-url.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { readJobs, restoreJobs, writeJobs } from './backup-jobs.ts';

/**
 * A backup (README "Backups"): a folder with `manifest.json`, one gzipped JSON-lines file per
 * table of the `public` schema under `tables/`, the job queue's queues, schedules and unfinished
 * jobs in `jobs.json` (`backup-jobs.ts`), and every stored file under `files/`.
 *
 * Why not pg_dump: the embedded PostgreSQL is version 18 and ships no pg_dump, and Debian's
 * client (15) refuses to dump a newer server. The schema is the migrations' (their names are in
 * the manifest), so a backup needs only the rows; restore migrates an empty database to the same
 * migration, loads the rows, then applies any newer migration to them.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Applied migrations, oldest first: the schema the rows belong to. */
  migrations: string[];
  tables: { name: string; rows: number }[];
  /** Unfinished jobs of the job queue in `jobs.json` (absent: pg-boss never ran on this database, or an older backup). */
  jobs?: number;
  files: number;
}

const BATCH = 2_000;
/** Not copied: the migration bookkeeping is rebuilt by migrating, the rest is per process or short-lived. */
const SKIPPED_TABLES = new Set(['mikro_orm_migrations']);

type Log = (line: string) => void;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name).filter((name) => !SKIPPED_TABLES.has(name));
}

/** Writes a backup of the database at `url` (a session connection) and of `storage` into `dir`. */
export async function writeBackup(url: string, storage: Storage, dir: string, log: Log = () => undefined): Promise<BackupManifest> {
  await mkdir(join(dir, 'tables'), { recursive: true });
  const manifest = await withClient(url, async (client) => {
    // One snapshot for every table: the rows agree with each other (an order and its lines).
    await client.query('begin isolation level repeatable read read only');
    const migrations = (await client.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((row) => row.name);
    const tables: BackupManifest['tables'] = [];
    for (const name of await publicTables(client)) {
      const gzip = createGzip();
      const done = pipeline(gzip, createWriteStream(join(dir, 'tables', `${name}.jsonl.gz`)));
      await client.query(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdent(name)} t`);
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch forward ${BATCH} from backup_rows`);
        if (!rows.length) break;
        if (!gzip.write(rows.map((row) => row.row).join('\n') + '\n')) await new Promise((resolve) => gzip.once('drain', resolve));
        count += rows.length;
      }
      await client.query('close backup_rows');
      gzip.end();
      await done;
      tables.push({ name, rows: count });
      log(`  ${name}: ${count} rows`);
    }
    const jobs = await readJobs(client);
    await client.query('commit');
    if (jobs) {
      await writeJobs(dir, jobs);
      log(`  job queue: ${jobs.queues.length} queues, ${jobs.jobs.length} unfinished jobs, ${jobs.schedules.length} schedules`);
    }
    return { migrations, tables, ...(jobs ? { jobs: jobs.jobs.length } : {}) };
  });
  let files = 0;
  for await (const key of storage.list()) {
    const stored = await storage.open(key);
    if (!stored) continue;
    const path = join(dir, 'files', ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await pipeline(stored.stream, createWriteStream(path));
    files += 1;
  }
  const full: BackupManifest = { format: 1, createdAt: new Date().toISOString(), ...manifest, files };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(full, null, 2));
  log(`backup written to ${dir}: ${full.tables.length} tables, ${files} files`);
  return full;
}

/** The tables a restore refuses to overwrite: any row in them means the database is in use. */
const IN_USE_TABLES = ['users', 'orders', 'pcb_orders'];

export interface RestoreSteps {
  /** Migrates the database to exactly `migration` (the backup's last), or to the newest when null. */
  migrateTo(migration: string | null): Promise<void>;
}

/**
 * Restores the backup in `dir` into the database at `url` (a session connection, superuser or
 * owner) and its files into `storage`. The database must hold no users and no orders (a fresh one,
 * or only migrated and seeded with reference data): restore never overwrites a shop in use.
 */
export async function restoreBackup(url: string, storage: Storage, dir: string, steps: RestoreSteps, log: Log = () => undefined): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const last = manifest.migrations.at(-1) ?? null;
  await withClient(url, async (client) => {
    for (const table of IN_USE_TABLES) {
      const exists = (await client.query<{ t: string | null }>('select to_regclass($1) as t', [`public.${table}`])).rows[0]?.t;
      if (!exists) continue;
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`);
      if (rows[0]!.n > 0) throw new Error(`the database is not empty (${rows[0]!.n} rows in ${table}): restore into a new, empty database`);
    }
  });
  await steps.migrateTo(last);
  await withClient(url, async (client) => {
    await client.query('begin');
    // Rows go in table by table, so foreign keys and triggers wait (superuser or table owner).
    await client.query('set local session_replication_role = replica');
    const names = manifest.tables.map((table) => table.name);
    if (names.length) await client.query(`truncate ${names.map(quoteIdent).join(', ')} restart identity cascade`);
    for (const { name } of manifest.tables) {
      const columns = (
        await client.query<{ name: string }>(
          `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
          [`public.${quoteIdent(name)}`],
        )
      ).rows.map((row) => quoteIdent(row.name));
      const list = columns.join(', ');
      const insert = `insert into ${quoteIdent(name)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${quoteIdent(name)}, $1::jsonb)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(join(dir, 'tables', `${name}.jsonl.gz`)).pipe(createGunzip()), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    // Sequences continue after the restored ids.
    const { rows: sequences } = await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.oid::regclass::text as seq, t.oid::regclass::text as tbl, a.attname as col
         from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = t.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
    );
    for (const { seq, tbl, col } of sequences) {
      await client.query(`select setval($1::regclass, coalesce((select max(${quoteIdent(col)}) from ${tbl}), 0) + 1, false)`, [seq]);
    }
    await client.query('commit');
  });
  // Migrations newer than the backup run on the restored rows.
  await steps.migrateTo(null);
  const jobs = await restoreJobs(url, dir);
  // The backup's `files/` folder is laid out as a local storage: its keys are the stored ones.
  const saved = new LocalStorage(join(dir, 'files'));
  let files = 0;
  for await (const key of saved.list()) {
    const bytes = await saved.get(key);
    if (!bytes) continue;
    await storage.put(key, bytes);
    files += 1;
  }
  log(`restored ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows in ${manifest.tables.length} tables, ${jobs} queued jobs and ${files} files from ${dir}`);
  return manifest;
}
