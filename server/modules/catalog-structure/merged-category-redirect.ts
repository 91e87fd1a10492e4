import type { EntityManager } from '@mikro-orm/postgresql';
import { CategorySchema } from '../catalog/category.entity.ts';

/** How many merges in a row are followed (A merged into B, B later into C...). */
const MAX_HOPS = 5;

/**
 * The slug a category's old URL now lives at when that category was merged into another, or null.
 * Read from the merge history (staff_changes: the `merge` row keeps the source's slug before and
 * `merged_into` after), following later merges of the target; only asked after a slug has missed.
 */
export async function mergedCategorySlug(em: EntityManager, slug: string): Promise<string | null> {
  let wanted = slug;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    // Raw: a JSON field of the staff-change record (no index needed: only read when a category slug is not found).
    const [merge] = await em.execute<{ into_id: string }[]>(
      `select after->>'merged_into' as into_id from staff_changes
        where subject = 'category' and action = 'merge' and before->>'slug' = ?
        order by id desc limit 1`,
      [wanted],
    );
    const intoId = Number(merge?.into_id);
    if (!Number.isSafeInteger(intoId)) return null;
    const target = await em.findOne(CategorySchema, intoId, { fields: ['slug'] });
    if (target) return target.slug;
    // The target was itself merged away later: follow its own merge, by the slug it had.
    const [previous] = await em.execute<{ slug: string }[]>(
      `select before->>'slug' as slug from staff_changes where subject = 'category' and action = 'merge' and subject_id = ? order by id desc limit 1`,
      [String(intoId)],
    );
    if (!previous?.slug) return null;
    wanted = previous.slug;
  }
  return null;
}
