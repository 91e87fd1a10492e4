// What the payments module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { markOrderPaid } from './mark-paid.ts';
export { payAgainPath } from './pay-again.ts';
export { vietQrImageUrl } from './providers.ts';
export { customerRefundsOf, markRefunded, type OpenedRefund, openRefund, refundOf, refundOnCancel, refundPromise, sendRefund } from './refund-commands.ts';
export { startPayment } from './start-payment.ts';
