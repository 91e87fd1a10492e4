import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type Static } from 'typebox';
import { PayAgainResponse } from '#shared/orders/schemas.ts';
import { ErrorBody } from '#shared/http/error-body.ts';
import type { AppConfig } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { OrderSchema } from '../orders/order.entity.ts';
import { payAgain } from './pay-again.ts';
import { attemptOrder, landingUrl, momoCallback, paypalReturn, vnpayCallback, vnpayIpnAnswer } from './payment-callbacks.ts';
import { PAYMENT_PATHS } from './payment-paths.ts';
import { shopBankAccount } from '../shop-settings/index.ts';
import { qrSvg } from './vietqr-svg.ts';
import { vietQrPayload } from './vietqr.ts';
import type { TypedApp } from '../../http/typed-app.ts';

const tags = ['payments'];
const VnpayQuery = Type.Object(
  {
    vnp_TxnRef: Type.Optional(Type.String()),
    vnp_Amount: Type.Optional(Type.String()),
    vnp_ResponseCode: Type.Optional(Type.String()),
    vnp_TransactionStatus: Type.Optional(Type.String()),
    vnp_SecureHash: Type.Optional(Type.String()),
  },
  { description: 'Every vnp_ parameter VNPay signed (others are kept for the signature check)' },
);
const VnpayIpnResponse = Type.Object({ RspCode: Type.String(), Message: Type.String() });
const MomoResult = Type.Object({
  partnerCode: Type.String(),
  orderId: Type.String(),
  requestId: Type.String(),
  amount: Type.Integer(),
  orderInfo: Type.String(),
  orderType: Type.String(),
  // MoMo's transaction ids and epoch-millisecond times are beyond int4 (the default bound).
  transId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  resultCode: Type.Integer(),
  message: Type.String(),
  payType: Type.String(),
  responseTime: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  extraData: Type.String(),
  signature: Type.String(),
});
type MomoResult = Static<typeof MomoResult>;
const PaypalQuery = Type.Object({ token: Type.String({ maxLength: 64 }), PayerID: Type.Optional(Type.String()) });
type PaypalQuery = Static<typeof PaypalQuery>;
const Redirect = { 302: Type.Null({ description: 'To /orders?paid=<code> or /orders?payment_failed=<code>' }) };

function land(reply: FastifyReply, order: { code: string; paid: boolean } | null) {
  reply.header('cache-control', 'no-store');
  return reply.redirect(landingUrl(order), 302);
}

function disabled(): AppError {
  return notFound('Payment provider');
}

/**
 * Payment callbacks and the bank-transfer VietQR image.
 * Registered with fastify-plugin so `app.paymentsConfig` (read by startPayment) is visible to
 * every module registered after it. A provider that is not configured has its routes answer 404.
 */
export const paymentsRoutes = fp(
  async (app: TypedApp, options: { config: AppConfig }) => {
    const { payments } = options.config;
    app.decorate('paymentsConfig', options.config);

    app.get(
      PAYMENT_PATHS.vnpayIpn,
      { schema: { tags, summary: 'VNPay IPN: the verified payment result (the source of truth)', querystring: VnpayQuery, response: { 200: VnpayIpnResponse, 404: ErrorBody } } },
      async (request) => {
        if (!payments.vnpay) throw disabled();
        const result = await vnpayCallback(request.em, payments.vnpay, request.query);
        const answer = vnpayIpnAnswer(result);
        if (result.outcome !== 'paid' && result.outcome !== 'failed') request.log.warn({ answer, txnRef: request.query.vnp_TxnRef }, 'VNPay IPN refused');
        return answer;
      },
    );

    app.get(
      PAYMENT_PATHS.vnpayReturn,
      { schema: { tags, summary: 'The customer back from VNPay', querystring: VnpayQuery, response: { ...Redirect, 404: ErrorBody } } },
      async (request, reply) => {
        if (!payments.vnpay) throw disabled();
        const query = request.query;
        // The return carries the same signed result as the IPN, so it settles the same way (whichever comes first).
        const result = await vnpayCallback(request.em, payments.vnpay, query);
        return land(reply, result.order ?? (await attemptOrder(request.em, 'pay_online', query.vnp_TxnRef)));
      },
    );

    app.post(
      PAYMENT_PATHS.momoIpn,
      {
        config: { csrf: false },
        schema: { tags, summary: 'MoMo IPN: the verified payment result', body: MomoResult, response: { 204: Type.Null(), 400: ErrorBody, 404: ErrorBody } },
      },
      async (request, reply) => {
        if (!payments.momo) throw disabled();
        const result = await momoCallback(request.em, payments.momo, request.body);
        if (result.outcome === 'forged') throw new AppError(400, 'invalid_signature', 'MoMo signature does not match');
        if (result.outcome === 'void') request.log.warn({ orderId: request.body.orderId }, 'MoMo IPN for a superseded attempt; nothing changed');
        if (result.outcome === 'not_found') throw notFound('Payment');
        return reply.code(204).send(null);
      },
    );

    app.get(
      PAYMENT_PATHS.momoReturn,
      { schema: { tags, summary: 'The customer back from MoMo', querystring: MomoResult, response: { ...Redirect, 400: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        if (!payments.momo) throw disabled();
        const query = request.query;
        const result = await momoCallback(request.em, payments.momo, query);
        return land(reply, result.order ?? (await attemptOrder(request.em, 'pay_momo', query.orderId)));
      },
    );

    app.get(
      PAYMENT_PATHS.paypalReturn,
      { schema: { tags, summary: 'The customer approved at PayPal: capture and land', querystring: PaypalQuery, response: { ...Redirect, 400: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        if (!payments.paypal) throw disabled();
        const result = await paypalReturn(request.em, payments.paypal, request.query.token);
        return land(reply, result.order);
      },
    );

    app.get(
      PAYMENT_PATHS.paypalCancel,
      { schema: { tags, summary: 'The customer cancelled at PayPal', querystring: PaypalQuery, response: { ...Redirect, 400: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        if (!payments.paypal) throw disabled();
        const order = await attemptOrder(request.em, 'paypal', request.query.token);
        return land(reply, order && { code: order.code, paid: order.paid });
      },
    );

    app.post(
      '/v1/orders/:code/pay-again',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Start a new payment attempt for an unpaid online order (the previous attempt becomes void)',
          description:
            'The owner only; the amount is the order’s own, recomputed from its stored lines and amounts (no body is read). ' +
            '409 cannot_pay_again when the order is paid, cancelled, handed over or not paid online; 502 payment_unavailable when the provider refuses.',
          params: Type.Object({ code: Type.String({ maxLength: 32 }) }),
          response: { 200: PayAgainResponse, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { code } = request.params;
        const started = await payAgain(app, request.user!.id, code, request.ip);
        return { redirect_pay: started.redirectPay };
      },
    );

    app.get(
      '/v1/orders/:code/vietqr',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: "VietQR code of a bank-transfer order: the shop's account, the amount and the order code as memo",
          params: Type.Object({ code: Type.String({ maxLength: 32 }) }),
          response: { 200: Type.String({ description: 'image/svg+xml' }), 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const bank = await shopBankAccount(request.em, payments.bankTransfer);
        const { code } = request.params;
        const order = bank && (await request.em.findOne(OrderSchema, { code, user: request.user!.id, paymentProvider: 'bank_transfer' }));
        if (!bank || !order) throw notFound('Order');
        const payload = vietQrPayload({ bankBin: bank.bankBin, accountNumber: bank.accountNumber, amountVnd: order.total, memo: order.code });
        reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'private, max-age=300');
        return qrSvg(payload, `VietQR ${bank.bankName} ${bank.accountNumber} ${order.code}`);
      },
    );
  },
  { name: 'payments', dependencies: ['db', 'session'] },
);
