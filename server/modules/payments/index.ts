// What the payments module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { payAgainPath } from './pay-again.ts';
export { bankTransferDetails, enabledProviders, vietQrImageUrl } from './providers.ts';
export { customerRefundsOf, markRefunded, type OpenedRefund, openRefund, refundOf, refundOnCancel, refundPromise, sendRefund } from './refund-commands.ts';
export { startPayment } from './start-payment.ts';
