import { ABROAD_PAYMENT_METHODS, PAYMENT_METHOD } from '#shared/checkout/methods.ts';

/** An abroad quote's payment: the chosen one when it is an abroad method, else bank transfer (spec §1). */
export function abroadPaymentMethod(paymentMethod: number): number {
  return ABROAD_PAYMENT_METHODS.includes(paymentMethod) ? paymentMethod : PAYMENT_METHOD.bankTransfer;
}
