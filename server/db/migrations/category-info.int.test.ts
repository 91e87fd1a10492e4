import { describe, expect, test } from 'vitest';
import { useMigrationDatabase } from '../../test/migration-database.ts';

const MIGRATION = 'Migration20261124162000_CategoryInfo';

const database = useMigrationDatabase();

/** On a running demo shop: its categories get the demo's info texts, a renamed one keeps none. */
describe(MIGRATION, () => {
  test("fills the demo categories' texts into a database seeded before, leaving the shop's own categories alone", async () => {
    await database.orm.migrator.down({ migrations: [MIGRATION] });
    const em = database.orm.em.fork();
    await em.execute("update categories set name = 'Điện trở của shop' where slug = 'dien-tro'");
    await database.orm.migrator.up({ migrations: [MIGRATION] });
    const rows = await database.orm.em.fork().execute<{ slug: string; info: string | null; info_en: string | null }[]>(
      "select slug, info, info_en from categories where slug in ('dien-tro', 'tu-dien') order by slug",
    );
    expect(rows).toEqual([
      { slug: 'dien-tro', info: null, info_en: null },
      { slug: 'tu-dien', info: expect.stringMatching(/^<p>Danh mục Tụ điện có \d+ mã linh kiện/), info_en: expect.stringMatching(/^<p>The Capacitors category holds/) },
    ]);
    const [missing] = await database.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from categories where info is null');
    expect(Number(missing?.n)).toBe(1);
  });
});
