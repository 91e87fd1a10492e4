import type { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATIONS_PER_PAGE } from '#shared/notifications/notification-rules.ts';
import type { NotificationItem, NotificationListResponse } from '#shared/notifications/schemas.ts';
import { notFound } from '../../errors.ts';
import { NotificationSchema, type Notification } from './notification.entity.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';

export interface NewNotification {
  userId: number;
  /** What happened, e.g. `order_status`; the client may word known types itself. */
  type: string;
  title: string;
  content?: string | null;
  data?: Record<string, unknown> | null;
  /** A same-site path to open, e.g. `/orders/12`. */
  url?: string | null;
}

/**
 * Adds a notification for a user (the order lifecycle calls this when an order moves). Joins the caller's
 * unit of work: it is written on the caller's `flush` or transaction commit.
 */
export function createNotification(em: EntityManager, input: NewNotification): Notification {
  return em.create(NotificationSchema, {
    user: input.userId,
    type: input.type.slice(0, 50),
    title: input.title.slice(0, 255),
    content: input.content ?? null,
    data: input.data ?? null,
    url: input.url?.slice(0, 500) ?? null,
    readAt: null,
  });
}

function toItem(row: Notification): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content ?? null,
    data: row.data ?? null,
    url: row.url ?? null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Unread notifications of a user (spec §7 GET /v1/notifications/get: a number). */
export function countUnread(em: EntityManager, userId: number): Promise<number> {
  return em.count(NotificationSchema, { user: userId, readAt: null });
}

/** One page of a user's notifications, newest first, with the totals the list shows. */
export async function listNotifications(em: EntityManager, userId: number, page: number | undefined): Promise<NotificationListResponse> {
  const slice = pageSlice(page, NOTIFICATIONS_PER_PAGE);
  const [rows, total] = await em.findAndCount(
    NotificationSchema,
    { user: userId },
    { orderBy: { id: 'desc' }, limit: slice.limit, offset: slice.offset },
  );
  return {
    data: rows.map(toItem),
    ...pageEnvelope(slice, total),
    unread: await countUnread(em, userId),
  };
}

/**
 * Marks one of the user's notifications read (reading it again keeps the first time). Another
 * user's notification answers 404, like one that does not exist.
 */
export async function markRead(em: EntityManager, userId: number, id: number): Promise<{ id: number; read_at: string; unread: number }> {
  const row = await em.findOne(NotificationSchema, { id, user: userId });
  if (!row) throw notFound('Notification');
  row.readAt ??= new Date();
  await em.flush();
  return { id: row.id, read_at: row.readAt.toISOString(), unread: await countUnread(em, userId) };
}

/** Marks every unread notification of the user read, in one statement. */
export async function markAllRead(em: EntityManager, userId: number): Promise<{ updated: number; unread: number }> {
  const updated = await em.nativeUpdate(NotificationSchema, { user: userId, readAt: null }, { readAt: new Date() });
  return { updated, unread: await countUnread(em, userId) };
}
