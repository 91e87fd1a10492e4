import { Migration } from '@mikro-orm/migrations';

/**
 * The bank account customers transfer to becomes a setting staff keep in /admin/settings (one
 * row, id 1). No row is written: until staff save one, the server's BANK_* configuration stays the
 * account shown (and none configured still means bank transfer is not offered), so an existing
 * shop keeps showing exactly what it showed. The checks hold what the staff form's rule checks
 * (shared/shop-settings/bank-account-rules.ts): the 6-digit NAPAS bank id VietQR needs, an
 * account of 6 to 19 digits, names present.
 */
export class Migration20261129060000_ShopBankAccount extends Migration {

  override name = 'Migration20261129060000_ShopBankAccount';

  override up(): void | Promise<void> {
    this.addSql(`create table "shop_bank_account" ("id" smallint not null default 1, "bank_name" varchar(100) not null, "bank_bin" char(6) not null, "account_number" varchar(19) not null, "account_name" varchar(70) not null, "updated_at" timestamptz not null default now(), constraint "shop_bank_account_pkey" primary key ("id"));`);
    this.addSql(`alter table "shop_bank_account" add constraint "shop_bank_account_one_row" check (id = 1);`);
    this.addSql(`alter table "shop_bank_account" add constraint "shop_bank_account_bin_check" check (bank_bin ~ '^[0-9]{6}$');`);
    this.addSql(`alter table "shop_bank_account" add constraint "shop_bank_account_number_check" check (account_number ~ '^[0-9]{6,19}$');`);
    this.addSql(`alter table "shop_bank_account" add constraint "shop_bank_account_names_check" check (btrim(bank_name) <> '' and btrim(account_name) <> '');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_bank_account" cascade;`);
  }

}
