import type {
  NotificationListResponse,
  NotificationReadAllResponse,
  NotificationReadResponse,
} from '#shared/notifications/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

export function fetchNotifications(page: number, signal?: AbortSignal): Promise<NotificationListResponse> {
  return getJson<NotificationListResponse>(`/v1/notifications?page=${page}`, { signal });
}

export function markNotificationRead(id: number): Promise<NotificationReadResponse> {
  return sendJson<NotificationReadResponse>('POST', `/v1/notifications/${id}/read`);
}

export function markAllNotificationsRead(): Promise<NotificationReadAllResponse> {
  return sendJson<NotificationReadAllResponse>('POST', '/v1/notifications/read-all');
}
