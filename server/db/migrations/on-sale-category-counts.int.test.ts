import { describe, expect, test } from 'vitest';
import { wrongCategoryCounts } from '../../test/category-counts.ts';
import { useMigrationDatabase } from '../../test/migration-database.ts';

const MIGRATION = 'Migration20261128060000_OnSaleCategoryCounts';

const database = useMigrationDatabase();

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return database.orm.em.fork().execute<T[]>(query, params);
}

/** A shop whose counts included hidden and archived products: the migration recounts what is on sale. */
describe(MIGRATION, () => {
  test('existing counts drop the hidden and archived products; down counts every product again', async () => {
    await database.orm.migrator.down({ migrations: [MIGRATION] });
    const [leaf] = await sql<{ id: number; parent_id: number }>('select id, parent_id from categories where level = 3 and number_product >= 3 order by id limit 1');
    const products = await sql<{ id: number }>('select id from products where subject_id = ? order by id limit 2', [leaf!.id]);
    await sql('update products set visible = false where id = ?', [products[0]!.id]);
    await sql('update products set archived_at = now() where id = ?', [products[1]!.id]);
    const [before] = await sql<{ number_product: number }>('select number_product from categories where id = ?', [leaf!.id]);
    expect((await wrongCategoryCounts(database.orm.em.fork())).map((row) => row.id)).toContain(leaf!.id);

    await database.orm.migrator.up({ migrations: [MIGRATION] });
    expect(await wrongCategoryCounts(database.orm.em.fork())).toEqual([]);
    expect(await sql('select number_product from categories where id = ?', [leaf!.id])).toEqual([{ number_product: before!.number_product - 2 }]);

    await database.orm.migrator.down({ migrations: [MIGRATION] });
    expect(await sql('select number_product from categories where id = ?', [leaf!.id])).toEqual([{ number_product: before!.number_product }]);
    await database.orm.migrator.up({ migrations: [MIGRATION] });
    expect(await wrongCategoryCounts(database.orm.em.fork())).toEqual([]);
  });
});
