import { AdminOrderResponse } from '#shared/admin/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { PcbOrderParams, PriceCustomQuoteBody } from '#shared/pcb/schemas.ts';
import { priceCustomQuote } from '../pcb/index.ts';
import { adminOrderDetail } from './admin-order-queries.ts';
import type { TypedApp } from '../../http/typed-app.ts';

/**
 * Staff price a custom PCB quote, beside the back office's other order calls
 * (staff and admins only, app.requireStaff: customers 403 forbidden, guests 403 login_required).
 */
export async function customQuoteRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/v1/admin/orders/pcb/:id/quote',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Price a custom PCB quote: price, lead time and a note to the customer',
        description: `In one transaction: the quote's goods, total (price + its delivery and COD fees) and lead time, the status quoted,
the timeline row with the note, the customer's in-app notification and the order-update job (e-mail, web push). Allowed while the
quote is new or quoted (not yet answered). 422 quote_price_invalid / quote_lead_days_invalid / quote_note_too_long by field;
409 not_custom_quote, invalid_transition.`,
        params: PcbOrderParams,
        body: PriceCustomQuoteBody,
        response: { 200: AdminOrderResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      await priceCustomQuote(request.em, id, request.user!.id, { price: body.price, lead_days: body.lead_days, note: body.note ?? '' });
      return { order: await adminOrderDetail(request.em.fork(), 'pcb', id, app.paymentsConfig.payments, request.locale) };
    },
  );
}
