import type { AdminOrderDetail, AdminOrderResponse } from '#shared/admin/schemas.ts';
import type { PriceCustomQuoteBody } from '#shared/pcb/schemas.ts';
import { sendJson } from '../../api/send-json.ts';

/** POST /v1/admin/orders/pcb/:id/quote: prices a custom PCB quote; the order as it is now. */
export async function priceCustomQuote(id: number, body: PriceCustomQuoteBody): Promise<AdminOrderDetail> {
  return (await sendJson<AdminOrderResponse>('POST', `/v1/admin/orders/pcb/${id}/quote`, body)).order;
}
