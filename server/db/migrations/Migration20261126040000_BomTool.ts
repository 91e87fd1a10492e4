import { Migration } from '@mikro-orm/migrations';

/** The BOM tool: saved BOMs of signed-in users and sourcing requests for lines the shop does not sell. */
export class Migration20261126040000_BomTool extends Migration {

  override name = 'Migration20261126040000_BomTool';

  override up(): void | Promise<void> {
    this.addSql(`create table "saved_boms" ("id" serial primary key, "user_id" bigint not null, "name" varchar(120) not null, "boards" int not null, "spare_percent_passives" int not null default 0, "file_name" varchar(255) null, "mapping" jsonb null, "lines" jsonb not null, "line_count" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "saved_boms_user_id_updated_at_index" on "saved_boms" ("user_id", "updated_at");`);
    this.addSql(`alter table "saved_boms" add constraint "saved_boms_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "bom_sourcing_requests" ("id" serial primary key, "user_id" bigint null, "email" varchar(254) not null, "phone" varchar(30) null, "note" text null, "bom_name" varchar(120) null, "boards" int not null, "lines" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "bom_sourcing_requests_user_id_index" on "bom_sourcing_requests" ("user_id");`);
    this.addSql(`create index "bom_sourcing_requests_created_at_index" on "bom_sourcing_requests" ("created_at");`);
    this.addSql(`alter table "bom_sourcing_requests" add constraint "bom_sourcing_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bom_sourcing_requests" cascade;`);
    this.addSql(`drop table if exists "saved_boms" cascade;`);
  }

}
