import { Migration } from '@mikro-orm/migrations';

/** The shop's VAPID key pair and one push subscription per device. */
export class Migration20261123010500_PushSubscriptions extends Migration {

  override name = 'Migration20261123010500_PushSubscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_keys" ("id" smallint not null, "public_key" varchar(200) not null, "private_key" varchar(100) not null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "push_subscriptions" ("id" bigserial primary key, "user_id" bigint not null, "endpoint" varchar(1000) not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "user_agent" varchar(300) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "push_keys" cascade;`);
  }

}
