import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ABROAD_MINIMUM_USD, ABROAD_MINIMUM_VND, ONLINE_PAYMENT_MINIMUM_VND, type OrderMessageKey } from '#shared/checkout/validation.ts';
import { VAT_MINIMUM_VND } from '#shared/checkout/totals.ts';
import { commonErrorText } from '../../i18n/api-error-text.ts';

/** Formats a threshold set in dong for the storefront (client/money/use-threshold-price.ts). */
export type ThresholdFormat = (vnd: number) => string;

/**
 * Spec §5 order message keys in words (the key names the spec gives; the texts are ours). The
 * amounts are filled in from the shared constants (in English a dong threshold
 * reads "1,200,000 VND (about $46)", never a converted amount that looks like a dollar rule).
 */
const ORDER_MESSAGES: Readonly<Record<OrderMessageKey, MessageDescriptor>> = {
  cart_empty: msg`Giỏ hàng trống!`,
  please_type_vat_information: msg`Vui lòng nhập đầy đủ thông tin xuất hóa đơn VAT.`,
  please_enter_name: msg`Vui lòng nhập họ tên người nhận hàng.`,
  please_enter_phone: msg`Vui lòng nhập số điện thoại người nhận hàng.`,
  please_select_delivery: msg`Vui lòng chọn phương thức giao hàng.`,
  please_select_pickup_time: msg`Vui lòng chọn giờ và ngày nhận hàng tại cửa hàng.`,
  invalid_pickup_time: msg`Giờ nhận hàng này không còn trong giờ mở cửa. Vui lòng chọn giờ khác.`,
  must_select_cart_item: msg`Vui lòng chọn sản phẩm.`,
  amount_must_greater_than_10: msg({ message: 'Số tiền thanh toán trực tuyến phải lớn hơn {minimum}.' }),
  please_select_payment_method: msg`Vui lòng chọn phương thức thanh toán.`,
  cart_total_require: msg({ message: 'Đơn hàng gửi ra nước ngoài cần tối thiểu {usd} ({vnd}) tiền hàng.' }),
};

/** Spec §5 hint under a disabled VAT checkbox ('tax_required'; §5 "invoices only for orders of at least 1,000,000 VND"). */
const TAX_REQUIRED = msg({ message: 'Chỉ xuất hóa đơn cho đơn hàng từ {minimum}.' });

/** The 'tax_required' hint with the VAT minimum in the storefront's words. */
export function taxRequiredText(i18n: I18n, threshold: ThresholdFormat): string {
  return i18n._({ ...TAX_REQUIRED, values: { minimum: threshold(VAT_MINIMUM_VND) } });
}

/** Spec §8 order failure. */
export const ORDER_FAILED = msg`Đã xảy ra lỗi, vui lòng thử lại`;

function isOrderKey(code: string): code is OrderMessageKey {
  return code in ORDER_MESSAGES;
}

/** A §5 key in words, amounts filled in (`threshold` formats the dong ones). */
export function orderMessageText(i18n: I18n, key: OrderMessageKey, threshold: ThresholdFormat): string {
  const values = {
    minimum: threshold(ONLINE_PAYMENT_MINIMUM_VND),
    usd: `$${ABROAD_MINIMUM_USD}`,
    vnd: threshold(ABROAD_MINIMUM_VND),
  };
  return i18n._({ ...ORDER_MESSAGES[key], values });
}

/** The sentence for a refused order: a §5 key the server repeated, a common API code, else the §8 failure text. */
export function orderErrorText(i18n: I18n, code: string | null, threshold: ThresholdFormat): string {
  if (code !== null && isOrderKey(code)) return orderMessageText(i18n, code, threshold);
  if (code === 'login_required') return i18n._(msg`Phiên đăng nhập đã hết. Vui lòng đăng nhập lại rồi đặt hàng.`);
  if (code === 'csrf_failed' || code === 'validation_failed' || code === 'too_many_requests') return commonErrorText(i18n, code);
  return i18n._(ORDER_FAILED);
}

/** Spec §4 Delivery_method (Vietnam). */
export const DELIVERY_METHOD_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Nhận tại cửa hàng`,
  2: msg`Chuyển phát nhanh`,
  3: msg`Xe máy`,
  4: msg`Xe máy hỏa tốc`,
};

/** Spec §4 Payment_method (delivery). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Thanh toán khi nhận hàng (COD)`,
  2: msg`Chuyển khoản ngân hàng`,
  3: msg`Thẻ ATM / Internet Banking (VNPay)`,
  4: msg`Ví MoMo`,
  5: msg`PayPal`,
};

/** Spec §4 Payment_in_shop (pickup). */
export const PICKUP_PAYMENT_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  2: msg`Tiền mặt tại cửa hàng`,
  3: msg`Chuyển khoản ngân hàng`,
  6: msg`Thẻ ATM / Internet Banking (VNPay)`,
  7: msg`Ví MoMo`,
  8: msg`PayPal`,
};
