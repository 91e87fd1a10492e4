import { Type, type Static } from 'typebox';
import { PageEnvelope, PageParam } from '../http/pagination.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One notification of the signed-in user (orders add them). */
export const NotificationItem = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    type: Type.String({ description: 'What happened, e.g. order_status' }),
    title: Type.String(),
    content: NullableString,
    data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'Details for the type' }),
    url: Type.Union([Type.String(), Type.Null()], { description: 'Same-site path the notification opens' }),
    read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'NotificationItem' },
);
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationListQuery = Type.Object({
  page: PageParam(),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** GET /v1/notifications: newest first, in pages (the spec's paged lists: data, total, current_page). */
export const NotificationListResponse = Type.Object({
  data: Type.Array(NotificationItem),
  ...PageEnvelope.properties,
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationListResponse = Static<typeof NotificationListResponse>;

/** GET /v1/notifications/get (spec §7 "a number"): the unread count. */
export const NotificationCountResponse = Type.Integer({ minimum: 0 });

export const NotificationParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
export type NotificationParams = Static<typeof NotificationParams>;

/** POST /v1/notifications/{id}/read. */
export const NotificationReadResponse = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  read_at: Type.String({ format: 'date-time' }),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationReadResponse = Static<typeof NotificationReadResponse>;

/** POST /v1/notifications/read-all. */
export const NotificationReadAllResponse = Type.Object({
  updated: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationReadAllResponse = Static<typeof NotificationReadAllResponse>;
