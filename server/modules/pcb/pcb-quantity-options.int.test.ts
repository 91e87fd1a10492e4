import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_IDS } from '#shared/pcb/demo-config.ts';
import type { PcbConfigResponse } from '#shared/pcb/schemas.ts';
import { Migration20261124130000_PcbQuantityOptions } from '../../db/migrations/Migration20261124130000_PcbQuantityOptions.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function limits(): Promise<Record<number, [number | null, number | null]>> {
  const { config } = (await t.app.inject({ method: 'GET', url: '/v1/pcb-config' })).json<PcbConfigResponse>();
  return Object.fromEntries(config.assembly.properties.filter((p) => p.pcb_specification_id === 55).map((p) => [p.id, [p.min_quantity ?? null, p.max_quantity ?? null]]));
}

/** Runs one step of the migration on the test database, as the migrator would. */
async function run(step: 'up' | 'down'): Promise<void> {
  const em = t.orm.em.fork();
  const migration = new Migration20261124130000_PcbQuantityOptions(em.getDriver(), t.orm.config);
  await migration[step]();
  for (const sql of migration.getQueries()) await em.execute(sql as string);
}

describe('quantity limits of the assembly quantity answers', () => {
  test('a new demo database serves them with the configuration', async () => {
    expect(await limits()).toEqual({
      [DEMO_IDS.assembly.qty1]: [1, 9],
      [DEMO_IDS.assembly.qty10]: [10, 49],
      [DEMO_IDS.assembly.qty50]: [50, 199],
      [DEMO_IDS.assembly.qty200]: [200, null],
    });
  });

  test('the migration gives a demo database seeded before them the same limits, and leaves a row the shop renamed alone', async () => {
    await run('down');
    await t.orm.em.fork().execute(`update pcb_specification_properties set name = 'Trên 200 bo' where id = ?`, [DEMO_IDS.assembly.qty200]);
    await run('up');
    expect(await limits()).toEqual({
      [DEMO_IDS.assembly.qty1]: [1, 9],
      [DEMO_IDS.assembly.qty10]: [10, 49],
      [DEMO_IDS.assembly.qty50]: [50, 199],
      [DEMO_IDS.assembly.qty200]: [null, null],
    });
  });

  test('the database refuses limits that cannot hold', async () => {
    await expect(
      t.orm.em.fork().execute(`update pcb_specification_properties set min_quantity = 50, max_quantity = 10 where id = ?`, [DEMO_IDS.assembly.qty50]),
    ).rejects.toThrow(/pcb_specification_properties_quantity_check/);
  });
});
