import type { FeedbackResponse, OrdersListResponse, PayAgainResponse } from '#shared/orders/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { sendForm, sendJson } from '../../api/send-json.ts';
import { feedbackFields, type FeedbackDraft } from './feedback-fields.ts';

/** Contract 4: GET /v1/orders?page, the user's own orders, newest first. */
export function fetchOrders(page: number, signal: AbortSignal): Promise<OrdersListResponse> {
  return getJson<OrdersListResponse>(page > 1 ? `${API_PATH.orders}?page=${page}` : API_PATH.orders, { signal });
}

/** Spec §7 POST /feedbacks (multipart); rejects with an ApiError carrying the server's text. */
export function sendFeedback(draft: FeedbackDraft<File>): Promise<FeedbackResponse> {
  const form = new FormData();
  for (const [name, value] of feedbackFields(draft)) form.append(name, value);
  return sendForm<FeedbackResponse>('/feedbacks', form);
}

/** POST the order's pay_again_url; answers the provider page of the new attempt. */
export function startPayAgain(url: string): Promise<PayAgainResponse> {
  return sendJson<PayAgainResponse>('POST', url);
}
