import { Migration } from '@mikro-orm/migrations';

/**
 * English names of the PCB configuration (the storefront's English mode): `name_en` where a name
 * is shown, plus the specification help and warning and the custom quote's description. All
 * nullable: a row without one shows its Vietnamese text. The demo seed fills them.
 */
export class Migration20261123013000_PcbEnglishNames extends Migration {

  override name = 'Migration20261123013000_PcbEnglishNames';

  override up(): void | Promise<void> {
    this.addSql(`alter table "pcb_types" add column "name_en" varchar(120) null;`);
    this.addSql(`alter table "pcb_specification_groups" add column "name_en" varchar(120) null;`);
    this.addSql(`alter table "pcb_specifications" add column "name_en" varchar(255) null, add column "description_en" text null, add column "alert_en" text null;`);
    this.addSql(`alter table "pcb_specification_properties" add column "name_en" varchar(255) null;`);
    this.addSql(`alter table "pcb_assembly_areas" add column "name_en" varchar(120) null;`);
    this.addSql(`alter table "pcb_stencil_sizes" add column "name_en" varchar(120) null;`);
    this.addSql(`alter table "pcb_custom_quotes" add column "name_en" varchar(120) null, add column "description_en" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pcb_custom_quotes" drop column "name_en", drop column "description_en";`);
    this.addSql(`alter table "pcb_stencil_sizes" drop column "name_en";`);
    this.addSql(`alter table "pcb_assembly_areas" drop column "name_en";`);
    this.addSql(`alter table "pcb_specification_properties" drop column "name_en";`);
    this.addSql(`alter table "pcb_specifications" drop column "name_en", drop column "description_en", drop column "alert_en";`);
    this.addSql(`alter table "pcb_specification_groups" drop column "name_en";`);
    this.addSql(`alter table "pcb_types" drop column "name_en";`);
  }

}
