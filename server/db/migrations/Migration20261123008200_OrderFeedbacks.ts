import { Migration } from '@mikro-orm/migrations';

/** One feedback per order (spec §3 Feedback: order_id, content, star 1-5, up to 3 images). */
export class Migration20261123008200_OrderFeedbacks extends Migration {

  override name = 'Migration20261123008200_OrderFeedbacks';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_feedbacks" ("id" bigserial primary key, "order_id" bigint not null, "user_id" bigint not null, "star" smallint not null, "content" text not null, "image_ids" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "order_feedbacks" add constraint "order_feedbacks_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "order_feedbacks_user_id_index" on "order_feedbacks" ("user_id");`);
    this.addSql(`alter table "order_feedbacks" add constraint "order_feedbacks_star_check" check ((star >= 1) AND (star <= 5));`);
    this.addSql(`alter table "order_feedbacks" add constraint "order_feedbacks_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_feedbacks" add constraint "order_feedbacks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_feedbacks" cascade;`);
  }

}
