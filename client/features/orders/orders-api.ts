import type { FeedbackResponse, OrdersListResponse } from '#shared/checkout-api/schemas.ts';
import { getJson } from '../../api/get-json.ts';
import { sendForm } from '../../api/send-json.ts';
import { feedbackFields, type FeedbackDraft } from './feedback-fields.ts';

/** Contract 4: GET /v1/orders?page, the user's own orders, newest first. */
export function fetchOrders(page: number, signal: AbortSignal): Promise<OrdersListResponse> {
  return getJson<OrdersListResponse>(page > 1 ? `/v1/orders?page=${page}` : '/v1/orders', { signal });
}

/** Spec §7 POST /feedbacks (multipart); rejects with an ApiError carrying the server's text. */
export function sendFeedback(draft: FeedbackDraft<File>): Promise<FeedbackResponse> {
  const form = new FormData();
  for (const [name, value] of feedbackFields(draft)) form.append(name, value);
  return sendForm<FeedbackResponse>('/feedbacks', form);
}
