import { Migration } from '@mikro-orm/migrations';

/** More changed rows than this in one statement are logged as one "everything" row. */
const MAX_IDS = 10_000;

/**
 * Product row changes are written to a table in the writing transaction instead of being sent with
 * NOTIFY: a transaction that notifies takes PostgreSQL's global notify lock at commit, so every
 * order's commit queued behind every other's (bench/order-commits.ts measures both). Each app
 * worker reads the rows after the last sequence number it took (`ProductChangeFeed`), and catches
 * up after a lost connection instead of reloading everything. The triggers of migration
 * ProductRowNotify stay; their functions now insert: one row per changed product (transition
 * tables, so a bulk update is one insert), or one row with a null product for "everything" (more
 * than MAX_IDS rows, a truncate, a supplier renamed or removed). Rolled-back writes leave no row.
 * `changed_at` is the insert's clock time (not the transaction's start), so pruning by age never
 * deletes a row a reader could not have seen yet; `product_changes_pruned` records how far it
 * deleted, so a reader that was away longer knows it must reload.
 */
export class Migration20261127070000_ProductChangeTable extends Migration {

  override name = 'Migration20261127070000_ProductChangeTable';

  override up(): void | Promise<void> {
    this.addSql(`create table product_changes (seq bigserial primary key, product_id int null, changed_at timestamptz not null default clock_timestamp());`);
    this.addSql(`create table product_changes_pruned (id smallint primary key default 1 check (id = 1), up_to bigint not null default 0);`);
    this.addSql(`insert into product_changes_pruned (id, up_to) values (1, 0);`);
    this.addSql(`create or replace function product_rows_changed() returns trigger language plpgsql as $$
    begin
      if (select count(*) from (select 1 from changed limit ${MAX_IDS + 1}) as some_changed) > ${MAX_IDS} then
        insert into product_changes (product_id) values (null);
      else
        insert into product_changes (product_id) select id from changed;
      end if;
      return null;
    end $$;`);
    this.addSql(`create or replace function product_rows_all_changed() returns trigger language plpgsql as $$
    begin
      insert into product_changes (product_id) values (null);
      return null;
    end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function product_rows_changed() returns trigger language plpgsql as $$
    declare
      ids text;
    begin
      select case when count(*) > 500 then '*' else string_agg(id::text, ',') end into ids
        from (select id from changed limit 501) as some_changed;
      if ids is not null then perform pg_notify('product_rows', ids); end if;
      return null;
    end $$;`);
    this.addSql(`create or replace function product_rows_all_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('product_rows', '*');
      return null;
    end $$;`);
    this.addSql(`drop table if exists product_changes_pruned;`);
    this.addSql(`drop table if exists product_changes;`);
  }

}
