import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { latestStaffChanges, recordStaffChange, staffChangesOf } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function anyUserId(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<{ id: number }[]>('select id from users order by id limit 1');
  return row!.id;
}

describe('staff changes', () => {
  test('a recorded change is read back with its author, reason and before → after, newest first', async () => {
    const userId = await anyUserId();
    const subjectId = `audit-${Date.now()}`;
    await t.orm.em.fork().transactional(async (tx) => {
      recordStaffChange(tx, { userId, subject: 'product', subjectId, action: 'update', before: { price: 1000 }, after: { price: 1200 } });
    });
    await t.orm.em.fork().transactional(async (tx) => {
      recordStaffChange(tx, { userId, subject: 'product', subjectId, action: 'archive', reason: 'discontinued' });
    });
    const history = await staffChangesOf(t.orm.em.fork(), 'product', subjectId);
    expect(history.map((change) => change.action)).toEqual(['archive', 'update']);
    expect(history[0]).toMatchObject({ reason: 'discontinued', before: null, after: null });
    expect(history[1]).toMatchObject({ before: { price: 1000 }, after: { price: 1200 } });
    expect(history[1]!.user_name).not.toBeUndefined();
  });

  test('a change whose transaction rolls back leaves no record', async () => {
    const userId = await anyUserId();
    const subjectId = `audit-rollback-${Date.now()}`;
    await expect(t.orm.em.fork().transactional(async (tx) => {
      recordStaffChange(tx, { userId, subject: 'product', subjectId, action: 'update' });
      await tx.flush();
      throw new Error('the change itself failed');
    })).rejects.toThrow('the change itself failed');
    expect(await staffChangesOf(t.orm.em.fork(), 'product', subjectId)).toEqual([]);
  });

  test('the latest changes of several things are read in one list, newest first, each naming its thing', async () => {
    const userId = await anyUserId();
    const stamp = Date.now();
    const [a, b, other] = [`latest-a-${stamp}`, `latest-b-${stamp}`, `latest-other-${stamp}`];
    for (const [subjectId, price] of [[a, 1], [b, 2], [other, 3], [a, 4]] as const) {
      await t.orm.em.fork().transactional(async (tx) => {
        recordStaffChange(tx, { userId, subject: 'product', subjectId, action: 'update', after: { price } });
      });
    }
    const latest = await latestStaffChanges(t.orm.em.fork(), 'product', [a, b], 2);
    expect(latest.map((change) => [change.subject_id, change.after])).toEqual([[a, { price: 4 }], [b, { price: 2 }]]);
  });
});
