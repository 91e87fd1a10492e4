import { Migration } from '@mikro-orm/migrations';

/**
 * The PCB quote service's configuration (spec §3 PCB type, Specification, Specification property,
 * Property disable, setup fees by width and quantity, panel ways, build time, deadlines, assembly
 * area/size, stencil sizes, Quote). Ids are kept from the seeded configuration, so the tables
 * take explicit ids; the serial sequences are moved past them by the seed.
 */
export class Migration20261123006000_PcbConfiguration extends Migration {

  override name = 'Migration20261123006000_PcbConfiguration';

  override up(): void | Promise<void> {
    this.addSql(`create table "pcb_types" ("id" serial primary key, "name" varchar(120) not null, "max_width" int null, "max_height" int null, "image_id" varchar(64) null, "position" smallint not null default 0);`);

    this.addSql(`create table "pcb_quantities" ("id" serial primary key, "pcb_type_id" int not null, "quantity" int not null, "decrease_price" numeric(7,2) not null default 0, "show_list" boolean not null default true);`);
    this.addSql(`create index "pcb_quantities_pcb_type_id_index" on "pcb_quantities" ("pcb_type_id");`);
    this.addSql(`alter table "pcb_quantities" add constraint "pcb_quantities_pcb_type_id_foreign" foreign key ("pcb_type_id") references "pcb_types" ("id") on delete cascade;`);

    this.addSql(`create table "pcb_area_prices" ("id" serial primary key, "pcb_type_id" int not null, "area" numeric(12,6) not null, "price" int not null, "increase_price" numeric(7,2) not null default 0, "increase_area" numeric(7,2) not null default 0);`);
    this.addSql(`create index "pcb_area_prices_pcb_type_id_index" on "pcb_area_prices" ("pcb_type_id");`);
    this.addSql(`alter table "pcb_area_prices" add constraint "pcb_area_prices_pcb_type_id_foreign" foreign key ("pcb_type_id") references "pcb_types" ("id") on delete cascade;`);

    this.addSql(`create table "pcb_specification_groups" ("id" serial primary key, "name" varchar(120) not null, "position" smallint not null default 0);`);

    this.addSql(`create table "pcb_specifications" ("id" serial primary key, "form" varchar(16) not null, "name" varchar(255) not null, "short_name" varchar(64) not null, "description" text null, "alert" text null, "image_id" varchar(64) null, "input_type" smallint not null, "specification_type" smallint not null default 1, "parent_id" int null, "group_id" int null, "pcb_type_id" int null, "is_require" boolean not null default false, "unit" varchar(16) null, "min_value" int null, "is_quantity" boolean not null default false, "position" smallint not null default 0);`);
    this.addSql(`create index "pcb_specifications_parent_id_index" on "pcb_specifications" ("parent_id");`);
    this.addSql(`create index "pcb_specifications_group_id_index" on "pcb_specifications" ("group_id");`);
    this.addSql(`create index "pcb_specifications_pcb_type_id_index" on "pcb_specifications" ("pcb_type_id");`);
    this.addSql(`alter table "pcb_specifications" add constraint "pcb_specifications_form_check" check (form in ('fabrication', 'assembly', 'stencil'));`);
    this.addSql(`alter table "pcb_specifications" add constraint "pcb_specifications_parent_id_foreign" foreign key ("parent_id") references "pcb_specifications" ("id") on delete set null;`);
    this.addSql(`alter table "pcb_specifications" add constraint "pcb_specifications_group_id_foreign" foreign key ("group_id") references "pcb_specification_groups" ("id") on delete set null;`);
    this.addSql(`alter table "pcb_specifications" add constraint "pcb_specifications_pcb_type_id_foreign" foreign key ("pcb_type_id") references "pcb_types" ("id") on delete cascade;`);

    this.addSql(`create table "pcb_specification_properties" ("id" serial primary key, "pcb_specification_id" int not null, "name" varchar(255) not null, "property_default" boolean not null default false, "increase_price" numeric(7,2) not null default 0, "setup_fee" int not null default 0, "short_name" varchar(64) null, "property_mask" varchar(32) null, "position" smallint not null default 0);`);
    this.addSql(`create index "pcb_specification_properties_pcb_specification_id_index" on "pcb_specification_properties" ("pcb_specification_id");`);
    this.addSql(`alter table "pcb_specification_properties" add constraint "pcb_specification_properties_pcb_specification_id_foreign" foreign key ("pcb_specification_id") references "pcb_specifications" ("id") on delete cascade;`);

    this.addSql(`create table "pcb_property_disables" ("property_id" int not null, "disable_id" int not null, "position" smallint not null default 0, primary key ("property_id", "disable_id"));`);
    this.addSql(`create index "pcb_property_disables_disable_id_index" on "pcb_property_disables" ("disable_id");`);
    this.addSql(`alter table "pcb_property_disables" add constraint "pcb_property_disables_property_id_foreign" foreign key ("property_id") references "pcb_specification_properties" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pcb_property_disables" add constraint "pcb_property_disables_disable_id_foreign" foreign key ("disable_id") references "pcb_specification_properties" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "pcb_setup_width_fees" ("id" serial primary key, "pcb_width" int not null, "price" int not null);`);
    this.addSql(`create table "pcb_setup_quantity_fees" ("id" serial primary key, "pcb_quantity" int not null, "price" int not null);`);
    this.addSql(`create table "pcb_panel_ways" ("id" serial primary key, "numcols" smallint not null, "numrows" smallint not null, "increase_price" numeric(7,2) not null default 0);`);
    this.addSql(`create table "pcb_build_times" ("id" serial primary key, "times" smallint not null, "price" int not null, "position" smallint not null default 0);`);
    this.addSql(`create table "pcb_deadlines" ("id" serial primary key, "area" numeric(12,6) not null, "times" smallint not null);`);
    this.addSql(`create table "pcb_assembly_areas" ("id" serial primary key, "name" varchar(120) not null, "area" numeric(12,6) not null, "price" int not null, "increase_price" numeric(7,2) not null default 0, "increase_area" numeric(7,2) not null default 0);`);
    this.addSql(`create table "pcb_stencil_sizes" ("id" serial primary key, "name" varchar(120) not null, "price" int not null, "position" smallint not null default 0);`);
    this.addSql(`create table "pcb_custom_quotes" ("id" serial primary key, "name" varchar(120) not null, "description" text not null, "position" smallint not null default 0);`);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'pcb_custom_quotes',
      'pcb_stencil_sizes',
      'pcb_assembly_areas',
      'pcb_deadlines',
      'pcb_build_times',
      'pcb_panel_ways',
      'pcb_setup_quantity_fees',
      'pcb_setup_width_fees',
      'pcb_property_disables',
      'pcb_specification_properties',
      'pcb_specifications',
      'pcb_specification_groups',
      'pcb_area_prices',
      'pcb_quantities',
      'pcb_types',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }

}
