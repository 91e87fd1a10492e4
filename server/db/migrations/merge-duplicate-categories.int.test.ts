import { describe, expect, test } from 'vitest';
import { wrongCategoryCounts } from '../../test/category-counts.ts';
import { useMigrationDatabase } from '../../test/migration-database.ts';

const MIGRATION = 'Migration20261127060000_MergeDuplicateCategories';

const database = useMigrationDatabase();

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return database.orm.em.fork().execute<T[]>(query, params);
}

async function idOf(slug: string): Promise<number | undefined> {
  return (await sql<{ id: number }>('select id from categories where slug = ?', [slug]))[0]?.id;
}

/** Adds a category as the old seed had it, with `products` of the seed filed under it. */
async function oldCategory(slug: string, name: string, parentSlug: string | null, products: number, offset: number): Promise<number> {
  const parent = parentSlug ? await idOf(parentSlug) : null;
  const [row] = await sql<{ id: number }>(
    `insert into categories (parent_id, level, slug, name, name_en, position, created_at, updated_at)
     values (?, ?, ?, ?, ?, 99, now(), now()) returning id`,
    [parent, parent ? 2 : 1, slug, name, name],
  );
  if (products > 0) await sql(`update products set subject_id = ? where id in (select id from products order by id limit ? offset ?)`, [row!.id, products, offset]);
  return row!.id;
}

/** A demo shop seeded before the merge: its look-alike families are merged, every count stays right. */
describe(MIGRATION, () => {
  test('merges "IC quản lý nguồn" into PMIC and the two opto families into "Linh kiện quang điện tử"', async () => {
    await database.orm.migrator.down({ migrations: [MIGRATION] });
    await oldCategory('ic-quan-ly-nguon', 'IC quản lý nguồn', null, 0, 0);
    await oldCategory('ic-cong-tac-phan-phoi-nguon-ic-quan-ly-nguon', 'IC công tắc phân phối nguồn', 'ic-quan-ly-nguon', 1, 0);
    await oldCategory('ic-dien-ap-tham-chieu-ic-quan-ly-nguon', 'IC điện áp tham chiếu', 'ic-quan-ly-nguon', 1, 1);
    await oldCategory('opto-cach-ly', 'Opto cách ly', null, 0, 0);
    const logicOut = await oldCategory('opto-ngo-ra-logic-cu', 'Opto ngõ ra logic', 'opto-cach-ly', 3, 2);
    await oldCategory('opto-led-va-hong-ngoai', 'Opto, LED và hồng ngoại', null, 0, 0);
    const coupler = await oldCategory('opto-optocoupler-cu', 'Opto (optocoupler)', 'opto-led-va-hong-ngoai', 1, 5);
    const pmic = (await idOf('quan-ly-nguon-pmic'))!;
    const opto = (await idOf('linh-kien-quang-dien-tu'))!;
    const [pmicBefore, optoBefore, switchesBefore] = await Promise.all(['quan-ly-nguon-pmic', 'linh-kien-quang-dien-tu', 'ic-cong-tac-phan-phoi-nguon']
      .map(async (slug) => (await sql<{ number_product: number }>('select number_product from categories where slug = ?', [slug]))[0]!.number_product));
    expect(await wrongCategoryCounts(database.orm.em.fork())).toEqual([]);

    await database.orm.migrator.up({ migrations: [MIGRATION] });
    for (const slug of ['ic-quan-ly-nguon', 'opto-cach-ly', 'opto-led-va-hong-ngoai', 'ic-cong-tac-phan-phoi-nguon-ic-quan-ly-nguon', 'ic-dien-ap-tham-chieu-ic-quan-ly-nguon']) {
      expect(await idOf(slug), slug).toBeUndefined();
    }
    const roots = await sql<{ name: string }>('select name from categories where level = 1');
    expect(roots.filter((root) => /quản lý nguồn/i.test(root.name))).toEqual([{ name: 'Quản lý nguồn (PMIC)' }]);
    expect(roots.filter((root) => /opto|quang/i.test(root.name))).toEqual([{ name: 'Linh kiện quang điện tử' }]);
    const counts = await sql<{ slug: string; number_product: number; parent_id: number | null }>(
      `select slug, number_product, parent_id from categories where slug in ('quan-ly-nguon-pmic', 'linh-kien-quang-dien-tu', 'ic-cong-tac-phan-phoi-nguon') order by slug`,
    );
    expect(counts).toEqual([
      { slug: 'ic-cong-tac-phan-phoi-nguon', number_product: switchesBefore! + 1, parent_id: pmic },
      { slug: 'linh-kien-quang-dien-tu', number_product: optoBefore! + 4, parent_id: null },
      { slug: 'quan-ly-nguon-pmic', number_product: pmicBefore! + 2, parent_id: null },
    ]);
    expect(await sql('select parent_id, level from categories where id in (?, ?)', [logicOut, coupler])).toEqual([{ parent_id: opto, level: 2 }, { parent_id: opto, level: 2 }]);
    expect(await wrongCategoryCounts(database.orm.em.fork())).toEqual([]);
  });
});
