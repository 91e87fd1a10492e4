import type { AdminMarkPaidBody, AdminMarkRefundedBody, AdminOrderDetail, AdminOrderKind, AdminOrderResponse, AdminOrdersResponse, AdminStatusBody } from '#shared/admin/schemas.ts';
import type { OrderStatus } from '#shared/orders/lifecycle.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';

export interface AdminListQuery {
  kind: AdminOrderKind;
  status?: OrderStatus | undefined;
  q?: string | undefined;
  page: number;
}

/** GET /v1/admin/orders: one page of shop or PCB orders, filtered and searched (staff only). */
export function fetchAdminOrders(query: AdminListQuery, signal: AbortSignal): Promise<AdminOrdersResponse> {
  const params = new URLSearchParams({ kind: query.kind });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return getJson<AdminOrdersResponse>(`/v1/admin/orders?${params.toString()}`, { signal });
}

/** GET /v1/admin/orders/:kind/:id. */
export function fetchAdminOrder(kind: AdminOrderKind, id: number, signal: AbortSignal): Promise<AdminOrderDetail> {
  return getJson<AdminOrderDetail>(`/v1/admin/orders/${kind}/${id}`, { signal });
}

/** POST …/status: moves the order (409 with the reason when the lifecycle refuses). */
export async function changeOrderStatus(kind: AdminOrderKind, id: number, body: AdminStatusBody): Promise<AdminOrderDetail> {
  return (await sendJson<AdminOrderResponse>('POST', `/v1/admin/orders/${kind}/${id}/status`, body)).order;
}

/** POST …/mark-paid: records a bank transfer as received. */
export async function markOrderPaid(kind: AdminOrderKind, id: number, body: AdminMarkPaidBody): Promise<AdminOrderDetail> {
  return (await sendJson<AdminOrderResponse>('POST', `/v1/admin/orders/${kind}/${id}/mark-paid`, body)).order;
}

/** POST …/refund/retry: sends a failed gateway refund again. */
export async function retryRefund(kind: AdminOrderKind, id: number): Promise<AdminOrderDetail> {
  return (await sendJson<AdminOrderResponse>('POST', `/v1/admin/orders/${kind}/${id}/refund/retry`)).order;
}

/** POST …/refund/mark-refunded: staff paid the refund back by hand. */
export async function markRefunded(kind: AdminOrderKind, id: number, body: AdminMarkRefundedBody): Promise<AdminOrderDetail> {
  return (await sendJson<AdminOrderResponse>('POST', `/v1/admin/orders/${kind}/${id}/refund/mark-refunded`, body)).order;
}
