import type { FastifyInstance } from 'fastify';
import {
  AdminMarkPaidBody,
  AdminOrderDetail,
  AdminOrderParams,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminStatusBody,
} from '#shared/admin-api/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import { changeOrderStatus } from '../lifecycle/change-status.ts';
import { markOrderPaid } from '../lifecycle/mark-paid.ts';
import { adminOrderDetail, listAdminOrders } from './admin-order-queries.ts';

const tags = ['admin'];
const STATUS_DOC = `Moves the order along shared/orders/lifecycle.ts and, in one transaction, records the change
(order_events), notifies the customer in the app and queues the order-update job (e-mail, web push).
409 with the reason: invalid_transition, payment_required, carrier_required, waybill_required.`;

/**
 * The staff back office API (issue 7 "Back office"): every customer's shop and PCB orders, their
 * detail, status changes and recording a bank transfer. Staff and admins only (app.requireStaff);
 * design files download through GET /v1/pcb-orders/:id/design-file, which lets staff in.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: app.requireStaff };

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
      const query = request.query as AdminOrdersQuery;
      return listAdminOrders(request.em, { kind: query.kind ?? 'shop', status: query.status, q: query.q, page: query.page ?? 1 });
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
      const { kind, id } = request.params as AdminOrderParams;
      return adminOrderDetail(request.em, kind, id);
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
      const { kind, id } = request.params as AdminOrderParams;
      const body = request.body as AdminStatusBody;
      await changeOrderStatus(request.em, {
        kind,
        id,
        to: body.status,
        note: body.note,
        carrier: body.carrier,
        waybill: body.waybill,
        actor: { kind: 'staff', userId: request.user!.id },
      });
      return { order: await adminOrderDetail(request.em.fork(), kind, id) };
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
      const { kind, id } = request.params as AdminOrderParams;
      const body = (request.body ?? {}) as AdminMarkPaidBody;
      await markOrderPaid(request.em, kind, id, request.user!.id, body.note?.trim() || null);
      return { order: await adminOrderDetail(request.em.fork(), kind, id) };
    },
  );
}
