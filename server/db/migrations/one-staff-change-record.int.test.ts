import { describe, expect, test } from 'vitest';
import { useMigrationDatabase } from '../../test/migration-database.ts';

const MIGRATION = 'Migration20261127041000_OneStaffChangeRecord';

const database = useMigrationDatabase();

/** A shop that kept content changes and moderation events in their own tables keeps every record. */
describe(MIGRATION, () => {
  test('copies content changes and moderation events into staff_changes, then drops the two tables', async () => {
    await database.orm.migrator.down({ migrations: [MIGRATION] });
    const em = database.orm.em.fork();
    const [staff] = await em.execute<{ id: string }[]>(`insert into users (email, fullname, role, created_at, updated_at) values ('kiemduyet@example.vn', 'Kiểm Duyệt', 'staff', now(), now()) returning id`);
    const staffId = Number(staff!.id);
    await em.execute(`insert into content_changes (user_id, subject, subject_id, action, created_at) values (?, 'news', '7', 'update', '2026-11-20T08:00:00Z'), (null, 'contact_message', '3', 'read', '2026-11-21T08:00:00Z')`, [staffId]);
    await em.execute(`insert into moderation_events (target, target_id, action, reason, staff_id, created_at) values ('comments', 41, 'hide', 'Quảng cáo rác', ?, '2026-11-22T08:00:00Z'), ('posts', 9, 'delete', 'Nội dung trùng lặp', ?, '2026-11-23T08:00:00Z')`, [staffId, staffId]);

    await database.orm.migrator.up({ migrations: [MIGRATION] });
    const rows = await database.orm.em.fork().execute<{ user_id: string | null; subject: string; subject_id: string; action: string; reason: string | null; after: unknown; created_at: string }[]>(
      `select user_id, subject, subject_id, action, reason, after, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as created_at from staff_changes where created_at < '2026-11-24' order by created_at`,
    );
    expect(rows.map((row) => ({ ...row, user_id: row.user_id === null ? null : Number(row.user_id) }))).toEqual([
      { user_id: staffId, subject: 'news', subject_id: '7', action: 'update', reason: null, after: null, created_at: '2026-11-20T08:00Z' },
      { user_id: null, subject: 'contact_message', subject_id: '3', action: 'read', reason: null, after: null, created_at: '2026-11-21T08:00Z' },
      { user_id: staffId, subject: 'comment', subject_id: '41', action: 'hide', reason: 'Quảng cáo rác', after: { state: 'hidden' }, created_at: '2026-11-22T08:00Z' },
      { user_id: staffId, subject: 'forum_post', subject_id: '9', action: 'delete', reason: 'Nội dung trùng lặp', after: { state: 'deleted' }, created_at: '2026-11-23T08:00Z' },
    ]);
    const tables = await database.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from information_schema.tables where table_name in ('content_changes', 'moderation_events')`);
    expect(tables.map((row) => Number(row.n))).toEqual([0]);
  });
});
