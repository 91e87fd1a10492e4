import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { PgBoss, type JobInsert, type Queue, type ScheduleOptions } from 'pg-boss';

/**
 * The job queue's part of a backup (`jobs.json`): its queues, its schedules, and every job not
 * finished yet (created, retry or active), read in the same snapshot as the tables, so an order
 * whose confirmation e-mail was still queued comes back with that job and the restored shop sends
 * it. Finished jobs (completed, failed, cancelled) are history pg-boss deletes on its own and are
 * left out. The rows are not copied into `pgboss` as they are: its job table is partitioned and
 * its schema belongs to the pg-boss version that runs, so restore goes through pg-boss itself
 * (createQueue, insert, schedule), which makes its schema, partitions and defaults as usual. A job
 * that was active comes back as created and runs again (pg-boss runs jobs at least once anyway).
 */
export interface JobsBackup {
  queues: Queue[];
  jobs: Array<{ name: string } & JobInsert>;
  schedules: Array<{ name: string; cron: string; data: object | null; options: ScheduleOptions | null }>;
}

interface JobRow {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_delay_max: number | null;
  expire_seconds: number;
  deletion_seconds: number;
  singleton_key: string | null;
  start_after: Date;
  dead_letter: string | null;
}

/** Reads the job queue on `client` (inside the backup's transaction); null when pg-boss never ran here. */
export async function readJobs(client: pg.Client): Promise<JobsBackup | null> {
  const exists = (await client.query<{ t: string | null }>(`select to_regclass('pgboss.job') as t`)).rows[0]?.t;
  if (!exists) return null;
  // Raw: pg-boss's own tables, read in the backup's snapshot (pg-boss's API would read outside it).
  const queues = (await client.query<{ name: string; options: Record<string, unknown> }>(
    `select name, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
        'retryDelayMax', retry_delay_max, 'expireInSeconds', expire_seconds, 'retentionSeconds', retention_seconds,
        'deleteAfterSeconds', deletion_seconds, 'deadLetter', dead_letter, 'partition', partition) as options
      from pgboss.queue order by name`,
  )).rows.map(({ name, options }): Queue => ({ name, ...(withoutNulls(options) as Omit<Queue, 'name'>) }));
  const jobs = (await client.query<JobRow>(
    `select id, name, data, priority, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds,
        singleton_key, start_after, dead_letter
      from pgboss.job where state in ('created', 'retry', 'active') order by created_on, id`,
  )).rows.map((row) => ({
    name: row.name,
    id: row.id,
    data: row.data ?? undefined,
    priority: row.priority,
    retryLimit: row.retry_limit,
    retryDelay: row.retry_delay,
    retryBackoff: row.retry_backoff,
    retryDelayMax: row.retry_delay_max ?? undefined,
    expireInSeconds: row.expire_seconds,
    deleteAfterSeconds: row.deletion_seconds,
    singletonKey: row.singleton_key ?? undefined,
    startAfter: row.start_after.toISOString(),
    deadLetter: row.dead_letter ?? undefined,
  }));
  const schedules = (await client.query<JobsBackup['schedules'][number]>('select name, cron, data, options from pgboss.schedule order by name, key')).rows;
  return { queues, jobs, schedules };
}

function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}

export async function writeJobs(dir: string, jobs: JobsBackup): Promise<void> {
  await writeFile(join(dir, 'jobs.json'), JSON.stringify(jobs));
}

/**
 * Puts the backup's queues, unfinished jobs and schedules back through pg-boss on `url` (a session
 * connection, DATABASE_DIRECT_URL): pg-boss creates its schema first if the database has none.
 * Returns how many jobs went back (0 for a backup without a job queue).
 */
export async function restoreJobs(url: string, dir: string): Promise<number> {
  let saved: JobsBackup;
  try {
    saved = JSON.parse(await readFile(join(dir, 'jobs.json'), 'utf8')) as JobsBackup;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2, supervise: false, schedule: false });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    // Dead-letter targets first: a queue naming one needs it to exist.
    const ordered = [...saved.queues].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
    for (const { name, ...options } of ordered) if (!existing.has(name)) await boss.createQueue(name, options);
    const byQueue = new Map<string, JobInsert[]>();
    for (const { name, ...job } of saved.jobs) byQueue.set(name, [...(byQueue.get(name) ?? []), job]);
    for (const [name, jobs] of byQueue) await boss.insert(name, jobs);
    for (const schedule of saved.schedules) await boss.schedule(schedule.name, schedule.cron, schedule.data, schedule.options ?? undefined);
  } finally {
    await boss.stop({ graceful: false, timeout: 5_000 });
  }
  return saved.jobs.length;
}
