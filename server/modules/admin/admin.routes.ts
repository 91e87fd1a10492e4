import type { FastifyRequest } from 'fastify';
import {
  AdminMarkPaidBody,
  AdminMarkRefundedBody,
  AdminOrderDetail,
  type AdminOrderKind,
  AdminOrderParams,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminStatusBody,
} from '#shared/admin/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { markOrderPaid, markRefunded, sendRefund } from '../payments/index.ts';
import { adminOrderDetail, listAdminOrders } from './admin-order-queries.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const tags = ['admin'];
const STATUS_DOC = `Moves the order along shared/orders/lifecycle.ts and, in one transaction, records the change
(order_events), notifies the customer in the app and queues the order-update job (e-mail, web push).
Cancelling returns a shop order's stock and bonus in the same transaction; a paid order needs
refund_confirmed: true and records its refund, sent at once through the gateway
where the adapter can (the answer shows refund.status refunded or failed) or left due for staff.
409 with the reason: invalid_transition, payment_required, carrier_required, waybill_required,
refund_confirmation_required.`;

/**
 * The staff back office API: every customer's shop and PCB orders, their
 * detail, status changes and recording a bank transfer. Staff and admins only (app.requireStaff);
 * design files download through GET /v1/pcb-orders/:id/design-file, which lets staff in.
 */
export async function adminRoutes(app: TypedApp): Promise<void> {
  const guard = { preHandler: app.requireStaff };
  const payments = () => app.paymentsConfig.payments;
  const detail = (request: FastifyRequest, kind: AdminOrderKind, id: number) => adminOrderDetail(request.em.fork(), kind, id, payments(), request.locale);

  /** Sends a gateway refund; a refusal is recorded on the refund (status failed) and shown to staff, not thrown. */
  async function sendGatewayRefund(request: FastifyRequest, kind: AdminOrderKind, id: number): Promise<void> {
    try {
      await sendRefund(request.em, payments(), kind, id, { name: request.user!.fullname || request.user!.email || `staff ${request.user!.id}` });
    } catch (error) {
      request.log.error({ err: error, kind, id }, 'gateway refund could not be recorded');
    }
  }

  app.get(
    '/v1/admin/orders',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Orders of every customer, newest first (kind shop|pcb, status, q: code, name, e-mail or waybill)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const query = request.query;
      return listAdminOrders(request.em, { kind: query.kind ?? 'shop', status: query.status, q: query.q, page: query.page });
    },
  );

  app.get(
    '/v1/admin/orders/:kind/:id',
    {
      ...guard,
      schema: { tags, summary: 'One order with customer, amounts, payment, timeline and next statuses', params: AdminOrderParams, response: { 200: AdminOrderDetail, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { kind, id } = request.params;
      return adminOrderDetail(request.em, kind, id, payments(), request.locale);
    },
  );

  app.post(
    '/v1/admin/orders/:kind/:id/status',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change an order’s status (with a note; carrier and waybill when shipping)',
        description: STATUS_DOC,
        params: AdminOrderParams,
        body: AdminStatusBody,
        response: { 200: AdminOrderResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const body = request.body;
      const { refund } = await changeOrderStatus(
        request.em,
        {
          kind,
          id,
          to: body.status,
          note: body.note,
          carrier: body.carrier,
          waybill: body.waybill,
          actor: { kind: 'staff', userId: request.user!.id },
          refundConfirmed: body.refund_confirmed,
        },
        payments(),
      );
      if (refund?.method === 'gateway') await sendGatewayRefund(request, kind, id);
      return { order: await detail(request, kind, id) };
    },
  );

  app.post(
    '/v1/admin/orders/:kind/:id/mark-paid',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record that a bank transfer arrived (the order becomes paid, like a verified callback)',
        description: '409 not_bank_transfer, already_paid, or invalid_transition for a cancelled order.',
        params: AdminOrderParams,
        body: AdminMarkPaidBody,
        response: { 200: AdminOrderResponse, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const body = (request.body ?? {}) as AdminMarkPaidBody;
      await markOrderPaid(request.em, kind, id, request.user!.id, body.note?.trim() || null);
      return { order: await detail(request, kind, id) };
    },
  );

  app.post(
    '/v1/admin/orders/:kind/:id/refund/retry',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send a failed gateway refund again',
        description: 'The answer shows refund.status refunded, or failed with the gateway’s reason. 409 refund_not_retryable when it is not a gateway refund waiting to be sent.',
        params: AdminOrderParams,
        response: { 200: AdminOrderResponse, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await sendRefund(request.em, payments(), kind, id, { name: request.user!.fullname || request.user!.email || `staff ${request.user!.id}` });
      return { order: await detail(request, kind, id) };
    },
  );

  app.post(
    '/v1/admin/orders/:kind/:id/refund/mark-refunded',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Record that staff paid a refund back by hand (bank transfer, cash, or after the gateway refused)',
        description: 'Keeps who and when with the note and notifies the customer. 409 refund_not_due when nothing is owed.',
        params: AdminOrderParams,
        body: AdminMarkRefundedBody,
        response: { 200: AdminOrderResponse, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const body = (request.body ?? {}) as AdminMarkRefundedBody;
      await markRefunded(request.em, kind, id, request.user!.id, body.note?.trim() || null);
      return { order: await detail(request, kind, id) };
    },
  );
}
