import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryRecord } from './catalog-mappers.ts';

const CATEGORY_COLUMNS = 'id, parent_id, level, slug, name, name_en, image_id, number_product';

/** All categories, ordered for display (level, position, name). */
export async function allCategories(em: EntityManager): Promise<CategoryRecord[]> {
  // Raw: a catalogue read (the menu, rendered once per catalogue version) of plain rows in the CategoryRecord shape.
  return em.execute<CategoryRecord[]>(
    `select ${CATEGORY_COLUMNS} from categories order by level, position, name`,
  );
}

/** Children of `parentId` (0 or null: the level-1 categories). */
export async function childCategories(em: EntityManager, parentId: number | null): Promise<CategoryRecord[]> {
  // Raw: a hot catalogue read (category listings) of plain rows in the CategoryRecord shape, no entities needed.
  return em.execute<CategoryRecord[]>(
    `select ${CATEGORY_COLUMNS} from categories where ${parentId ? 'parent_id = ?' : 'parent_id is null'} order by position, name`,
    parentId ? [parentId] : [],
  );
}

/** `categoryId` and its ancestors, root first. Empty when the category does not exist. */
export async function categoryChain(em: EntityManager, categoryId: number): Promise<CategoryRecord[]> {
  // Raw: a recursive CTE (the ancestors chain), which the ORM cannot express.
  return em.execute<CategoryRecord[]>(
    `with recursive chain as (
       select ${CATEGORY_COLUMNS} from categories where id = ?
       union all
       select c.id, c.parent_id, c.level, c.slug, c.name, c.name_en, c.image_id, c.number_product
         from categories c join chain on c.id = chain.parent_id
     )
     select * from chain order by level`,
    [categoryId],
  );
}

/** One category, or undefined. */
export async function categoryById(em: EntityManager, id: number): Promise<CategoryRecord | undefined> {
  // Raw: a hot catalogue read beside the listing's, in the same CategoryRecord row shape.
  const [row] = await em.execute<CategoryRecord[]>(`select ${CATEGORY_COLUMNS} from categories where id = ?`, [id]);
  return row;
}

/**
 * Every level-3 category below `parentId` (all level-3 categories for null), in menu order:
 * parents' order first, then position and name (spec §7 get-category with level=3).
 */
export async function levelThreeDescendants(em: EntityManager, parentId: number | null): Promise<CategoryRecord[]> {
  // Raw: a recursive CTE ordered by the tree path, which the ORM cannot express.
  return em.execute<CategoryRecord[]>(
    `with recursive tree as (
       select id, array[position, id] as path from categories where ${parentId ? 'parent_id = ?' : 'parent_id is null'}
       union all
       select c.id, tree.path || array[c.position, c.id] from categories c join tree on c.parent_id = tree.id
     )
     select ${CATEGORY_COLUMNS.split(', ').map((column) => `c.${column}`).join(', ')}
       from tree join categories c on c.id = tree.id
      where c.level = 3
      order by tree.path`,
    parentId ? [parentId] : [],
  );
}
