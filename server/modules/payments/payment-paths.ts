/**
 * Where providers send the customer and their server-to-server notices (under /v1 so the
 * service worker never answers these navigations with the app shell). The VNPay IPN URL is
 * registered in VNPay's merchant portal as PUBLIC_URL + vnpayIpn.
 */
export const PAYMENT_PATHS = {
  vnpayReturn: '/v1/payments/vnpay/return',
  vnpayIpn: '/v1/payments/vnpay/ipn',
  momoReturn: '/v1/payments/momo/return',
  momoIpn: '/v1/payments/momo/ipn',
  paypalReturn: '/v1/payments/paypal/return',
  paypalCancel: '/v1/payments/paypal/cancel',
} as const;
