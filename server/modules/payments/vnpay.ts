import type { PaymentsConfig } from '../../config.ts';
import { vnpayDate, vnpaySignedQuery } from './vnpay-signing.ts';
import { message } from '../../i18n/messages.ts';

type VnpayConfig = NonNullable<PaymentsConfig['vnpay']>;

/** How long the customer has to pay at VNPay (vnp_ExpireDate). */
const PAY_WINDOW_MS = 15 * 60_000;

export interface VnpayPayment {
  /** Our unique reference (vnp_TxnRef), echoed in the return and the IPN. */
  txnRef: string;
  orderCode: string;
  amountVnd: number;
  language: 'vi' | 'en';
  returnUrl: string;
  clientIp: string;
  now: Date;
}

/** VNPay wants the customer's IPv4 as plain text; Node reports IPv4 clients as `::ffff:a.b.c.d`. */
function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** The parameters of a VNPay 2.1.0 `pay` request, before signing. */
export function vnpayPayParams(config: VnpayConfig, payment: VnpayPayment): Record<string, string> {
  return {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    // VNPay counts in hundredths of a đồng.
    vnp_Amount: String(payment.amountVnd * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: payment.txnRef,
    // VNPay asks for Vietnamese without diacritics or special characters here.
    vnp_OrderInfo: message(payment.language, 'vnpay_order_info', { code: payment.orderCode }),
    vnp_OrderType: 'other',
    vnp_Locale: payment.language === 'en' ? 'en' : 'vn',
    vnp_ReturnUrl: payment.returnUrl,
    vnp_IpAddr: plainIp(payment.clientIp),
    vnp_CreateDate: vnpayDate(payment.now),
    vnp_ExpireDate: vnpayDate(new Date(payment.now.getTime() + PAY_WINDOW_MS)),
  };
}

/** The signed URL the customer is sent to. */
export function vnpayPaymentUrl(config: VnpayConfig, payment: VnpayPayment): string {
  return `${config.payUrl}?${vnpaySignedQuery(vnpayPayParams(config, payment), config.hashSecret)}`;
}
