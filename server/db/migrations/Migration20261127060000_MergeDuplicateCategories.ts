import { Migration } from '@mikro-orm/migrations';

/**
 * Merges the demo catalogue's look-alike top-level categories in a database seeded before the
 * seed merged them (shared/catalog-plan/category-merges.ts): "IC quản lý nguồn" into "Quản lý nguồn
 * (PMIC)" (its same-named children into the PMIC ones first), "Opto cách ly" and "Opto, LED và
 * hồng ngoại" into "Linh kiện quang điện tử". A pair is merged only when both slugs exist, so a
 * shop whose tree differs is left alone. Products, children and cart options move to the target;
 * the count triggers keep every number_product right; the emptied source is removed.
 */
const MERGES: readonly (readonly [source: string, target: string])[] = [
  ['ic-cong-tac-phan-phoi-nguon-ic-quan-ly-nguon', 'ic-cong-tac-phan-phoi-nguon'],
  ['ic-dien-ap-tham-chieu-ic-quan-ly-nguon', 'ic-dien-ap-tham-chieu'],
  ['ic-quan-ly-nguon', 'quan-ly-nguon-pmic'],
  ['opto-cach-ly', 'linh-kien-quang-dien-tu'],
  ['opto-led-va-hong-ngoai', 'linh-kien-quang-dien-tu'],
];

export class Migration20261127060000_MergeDuplicateCategories extends Migration {

  override name = 'Migration20261127060000_MergeDuplicateCategories';

  override up(): void | Promise<void> {
    for (const [source, target] of MERGES) {
      this.addSql(`do $$
      declare s int; t int; s_level int; t_level int;
      begin
        select id, level into s, s_level from categories where slug = '${source}';
        select id, level into t, t_level from categories where slug = '${target}';
        if s is null or t is null or s_level <> t_level then return; end if;
        update categories c set parent_id = t, position = c.position + (select coalesce(max(position) + 1, 0) from categories where parent_id = t)
         where c.parent_id = s;
        update products set subject_id = t where subject_id = s;
        update category_extras set category_id = t where category_id = s;
        delete from categories where id = s;
      end $$;`);
    }
  }

  override down(): void | Promise<void> {
    // A merge is not undone: which products came from which category is not kept.
  }

}
