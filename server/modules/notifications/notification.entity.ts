import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../accounts/user.entity.ts';

/**
 * A message for one user (spec §2 /notifications and the header counter). `type` says what
 * happened (e.g. `order_status`), `data` carries details for that type, `url` the same-site page
 * it opens; `readAt` is null until the user reads it. Orders create them through
 * `createNotification`.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [
    // The list: a user's notifications, newest first.
    { name: 'notifications_user_id_id_index', properties: ['user', 'id'] },
    // The header counter (spec §9, every page load): only unread rows are indexed.
    {
      name: 'notifications_unread_index',
      expression: 'create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null',
    },
  ],
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    type: p.string().length(50),
    title: p.string().length(255),
    content: p.text().nullable(),
    data: p.json<Record<string, unknown>>().nullable(),
    url: p.string().length(500).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Notification = InferEntity<typeof NotificationSchema>;
