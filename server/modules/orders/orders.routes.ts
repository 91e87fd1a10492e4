import type { FastifyRequest } from 'fastify';
import { OrderConflictBody, OrderCreateBody, OrderCreatedResponse } from '#shared/checkout/schemas.ts';
import { FeedbackBody, FeedbackResponse, OrdersListQuery, OrdersListResponse } from '#shared/orders/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { AppConfig } from '../../config.ts';
import { bankAccountOf } from '../checkout/index.ts';
import { shopBankAccount } from '../shop-settings/index.ts';
import { addFeedback, feedbackThanks } from './feedback-commands.ts';
import { feedbackImagesOf, readFeedbackMultipart } from './feedback-multipart.ts';
import { OrderConflictError } from './order-checks.ts';
import { readOrderMultipart } from './order-multipart.ts';
import type { OrderPayments } from './order-payments.ts';
import { listOrders, type PaymentExtras } from './order-queries.ts';
import { orderRequestOf } from './order-request.ts';
import { placeOrder, type PlacedOrder } from './place-order.ts';
import type { TypedApp } from '../../http/typed-app.ts';
import { acceptMultipart } from '../../http/multipart-form.ts';

const tags = ['orders'];

const ORDER_DOC = `multipart/form-data with the spec §3 order fields (see ORDER_FIELD in shared/checkout/fields.ts).
Send Idempotency-Key to create the order exactly once. Errors: 403 login_required / csrf_failed; 400 a spec §5 key
(cart_empty, please_type_vat_information, please_enter_name, please_enter_phone, please_select_delivery,
must_select_cart_item, amount_must_greater_than_10, please_select_payment_method, cart_total_require) with the field
named, please_select_address, invalid_pickup_time, validation_failed; 409 price_changed / out_of_stock naming the
lines, idempotency_key_reused.`;

/** The provider's payment page for an online order; null when the provider refuses (the order stays unpaid). */
async function paymentRedirect(app: TypedApp, payments: OrderPayments, request: FastifyRequest, order: PlacedOrder): Promise<string | null> {
  if (order.provider === null || order.provider === 'bank_transfer') return null;
  try {
    const started = await payments.start(app, {
      orderId: order.id,
      orderCode: order.code,
      amountVnd: order.total,
      provider: order.provider,
      language: order.language,
      exchangeRate: order.exchangeRate,
      clientIp: request.ip,
    });
    return started.redirectPay;
  } catch (error) {
    request.log.warn({ err: error, order: order.code }, 'payment start failed; the order stays unpaid');
    return null;
  }
}

/** The POST /v1/orders answer; `redirectPay` is only known once the order is committed. */
function orderAnswer(order: PlacedOrder, redirectPay: string | null) {
  return { order: { id: order.id, code: order.code }, redirect: `/orders?placed=${encodeURIComponent(order.code)}`, redirect_pay: redirectPay };
}

/** What the orders list adds to each order; `bank` is the account in use when the list is read (staff may change it). */
function paymentExtras(bank: ReturnType<typeof bankAccountOf>, payments: OrderPayments): PaymentExtras {
  return {
    bankTransfer: (order) =>
      bank && order.provider === 'bank_transfer' && order.status === 'unpaid'
        ? { ...bank, memo: order.code, amount: order.total, qr_image_url: payments.qrImageUrl(order.code) }
        : null,
    // The customer's button POSTs here after a cancelled or failed online payment.
    payAgainUrl: (order) => payments.payAgainPath({ code: order.code, provider: order.provider, paymentStatus: order.status, status: order.orderStatus }),
    refundsOf: payments.refundsOf,
  };
}

/**
 * Orders (spec §7 POST /v1/orders, POST /feedbacks; §2 /orders): placing an order from the
 * user's server cart, the user's own orders, and feedback on them. Signed-in users only.
 */
export async function ordersRoutes(app: TypedApp, options: { config: AppConfig; payments: OrderPayments }): Promise<void> {
  // Encapsulated here: multipart parsing only for these routes.
  await acceptMultipart(app);

  app.post(
    API_PATH.orders,
    {
      preValidation: [app.requireUser, readOrderMultipart],
      schema: {
        tags,
        summary: "Place an order from the user's cart",
        description: ORDER_DOC,
        consumes: ['multipart/form-data'],
        body: OrderCreateBody,
        response: { 200: OrderCreatedResponse, 400: ErrorBody, 403: ErrorBody, 409: OrderConflictBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const orderRequest = orderRequestOf(request.body);
      let order: PlacedOrder;
      try {
        // The answer commits with the order: a retry after a crash between the
        // commit and the response learns the order's code. Without the payment page, which is
        // only asked for after the commit; the answer sent below replaces it.
        order = await placeOrder(request.em, options.config, request.user!.id, orderRequest, request.locale, async (tx, placed) => {
          await request.idempotency?.answerInTransaction(tx, 200, orderAnswer(placed, null));
        });
      } catch (error) {
        if (!(error instanceof OrderConflictError)) throw error;
        return reply.status(409).send({ error: { code: error.code, message: error.message, lines: error.lines } });
      }
      return orderAnswer(order, await paymentRedirect(app, options.payments, request, order));
    },
  );

  app.get(
    API_PATH.orders,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The user's own orders, newest first", querystring: OrdersListQuery, response: { 200: OrdersListResponse, 403: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const bank = bankAccountOf(await shopBankAccount(request.em, options.config.payments.bankTransfer));
      return listOrders(request.em, request.user!.id, request.query.page, paymentExtras(bank, options.payments));
    },
  );

  app.post(
    '/feedbacks',
    {
      preValidation: [app.requireUser, readFeedbackMultipart],
      schema: {
        tags,
        summary: 'Feedback on one of the user’s orders (stars, text, up to 3 pictures)',
        description: 'multipart/form-data: order_id, content, star (1-5), images[] (images only; extras beyond 3 dropped; each at most 2 MB).',
        consumes: ['multipart/form-data'],
        body: FeedbackBody,
        response: { 200: FeedbackResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      await addFeedback(request.em, app.storage, request.user!.id, {
        orderId: Number(body.order_id),
        star: Number(body.star),
        content: body.content,
        images: feedbackImagesOf(request),
      });
      return { message: feedbackThanks(request.locale), key: 'thanks_to_feedback' as const };
    },
  );
}
