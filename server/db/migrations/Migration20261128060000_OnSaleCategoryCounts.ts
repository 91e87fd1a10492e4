import { Migration } from '@mikro-orm/migrations';

/** Sets every category's number_product to the products of its whole subtree that `where` keeps. */
function recount(where: string): string {
  return `with recursive tree as (
      select id as root, id from categories
      union all select tree.root, c.id from categories c join tree on c.parent_id = tree.id
    ), counted as (
      select tree.root, count(p.id)::int as n
        from tree left join products p on p.subject_id = tree.id and ${where}
       group by tree.root
    )
    update categories c set number_product = counted.n from counted where counted.root = c.id and c.number_product <> counted.n;`;
}

/**
 * `categories.number_product` counts the products on sale (visible and not archived, the
 * storefront's ON_SALE_SQL), as the menu, category blocks and page titles show it beside the
 * listing's own total: a hidden or archived product stays in the database for its orders but no
 * longer counts. The row trigger now also follows `visible` and `archived_at`; existing counts are
 * recomputed. Down restores the trigger that counted every product, and recounts them all.
 */
export class Migration20261128060000_OnSaleCategoryCounts extends Migration {

  override name = 'Migration20261128060000_OnSaleCategoryCounts';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function products_count_categories() returns trigger language plpgsql as $$
    declare
      was_counted boolean := tg_op <> 'INSERT' and old.visible and old.archived_at is null;
      is_counted boolean := tg_op <> 'DELETE' and new.visible and new.archived_at is null;
    begin
      if tg_op = 'INSERT' then
        if is_counted then perform category_add_products(new.subject_id, 1); end if;
      elsif tg_op = 'DELETE' then
        if was_counted then perform category_add_products(old.subject_id, -1); end if;
      elsif was_counted is distinct from is_counted or new.subject_id is distinct from old.subject_id then
        if was_counted then perform category_add_products(old.subject_id, -1); end if;
        if is_counted then perform category_add_products(new.subject_id, 1); end if;
      end if;
      return null;
    end $$;`);
    this.addSql(`drop trigger if exists products_count_categories on products;`);
    this.addSql(`create trigger products_count_categories after insert or delete or update of subject_id, visible, archived_at on products for each row execute function products_count_categories();`);
    this.addSql(recount('p.visible and p.archived_at is null'));
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function products_count_categories() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform category_add_products(new.subject_id, 1);
      elsif tg_op = 'DELETE' then
        perform category_add_products(old.subject_id, -1);
      elsif new.subject_id is distinct from old.subject_id then
        perform category_add_products(old.subject_id, -1);
        perform category_add_products(new.subject_id, 1);
      end if;
      return null;
    end $$;`);
    this.addSql(`drop trigger if exists products_count_categories on products;`);
    this.addSql(`create trigger products_count_categories after insert or delete or update of subject_id on products for each row execute function products_count_categories();`);
    this.addSql(recount('true'));
  }
}
