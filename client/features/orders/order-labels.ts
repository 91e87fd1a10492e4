import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderRow } from '#shared/orders/schemas.ts';
import { commonErrorText, fieldErrorText } from '../../i18n/api-error-text.ts';
import { orderStatusLabel } from '../../ui/order-status-label.ts';

/** How the order is paid, in words: the provider, or cash on delivery / in the shop (contract: provider null = cash). */
export function paymentLabel(i18n: I18n, order: Pick<OrderRow, 'payment_provider' | 'payment_method' | 'flow' | 'delivery_method'>): string {
  switch (order.payment_provider) {
    case 'pay_online':
      return i18n._(msg`Thẻ ATM / Internet Banking (VNPay)`);
    case 'pay_momo':
      return i18n._(msg`Ví MoMo`);
    case 'paypal':
      return i18n._(msg`PayPal`);
    case 'bank_transfer':
      return i18n._(msg`Chuyển khoản ngân hàng`);
    case null: {
      const inShop = order.flow === 'pickup' || order.delivery_method === 1;
      return inShop ? i18n._(msg`Tiền mặt tại cửa hàng`) : i18n._(msg`Thanh toán khi nhận hàng (COD)`);
    }
  }
}

/** The order's status in words; an unknown status shows as the server wrote it. */
export function statusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'new':
      return i18n._(msg`Mới đặt`);
    case 'processing':
      return i18n._(msg`Đang xử lý`);
    case 'shipping':
      return i18n._(msg`Đang giao`);
    case 'done':
    case 'completed':
      return i18n._(msg`Hoàn thành`);
    case 'cancelled':
    case 'canceled':
      return i18n._(msg`Đã hủy`);
    default:
      // Order lifecycle statuses (confirmed, paid, shipped, ...).
      return orderStatusLabel(i18n, status);
  }
}

/** The provider's short name on the pay-again button ("Thanh toán lại qua VNPay"). */
export function providerShortName(provider: OrderRow['payment_provider']): string {
  switch (provider) {
    case 'pay_online':
      return 'VNPay';
    case 'pay_momo':
      return 'MoMo';
    case 'paypal':
      return 'PayPal';
    default:
      return '';
  }
}

/** Why a new payment attempt could not start (POST pay-again), in the customer's words. */
export function payAgainErrorText(i18n: I18n, code: string, retryAfterSeconds: number | null = null): string {
  switch (code) {
    case 'cannot_pay_again':
      return i18n._(msg`Đơn hàng này không thể thanh toán lại nữa (đã thanh toán hoặc đã hủy). Vui lòng tải lại trang.`);
    case 'payment_unavailable':
      return i18n._(msg`Cổng thanh toán chưa phản hồi. Vui lòng thử lại sau ít phút.`);
    case 'order_amount_mismatch':
      return i18n._(msg`Không thể thanh toán đơn hàng này trực tuyến. Vui lòng liên hệ cửa hàng.`);
    default:
      return commonErrorText(i18n, code, retryAfterSeconds);
  }
}

/** A feedback field's message key in words (keys from feedback-fields.ts). */
export function feedbackFieldText(i18n: I18n, key: string): string {
  switch (key) {
    case 'star_required':
      return i18n._(msg`Vui lòng chọn số sao (từ 1 đến 5).`);
    case 'content_required':
      return i18n._(msg`Vui lòng viết vài dòng nhận xét về đơn hàng.`);
    case 'image_too_large':
      return i18n._(msg`Mỗi ảnh tối đa 2 MB. Vui lòng chọn ảnh nhỏ hơn.`);
    case 'too_many_files':
      return i18n._(msg`Chỉ gửi được tối đa 3 ảnh.`);
    case 'invalid_image_type':
      return i18n._(msg`Chỉ gửi được tệp ảnh (JPEG, PNG, WebP…).`);
    default:
      return fieldErrorText(i18n, key);
  }
}

/** Why a feedback was refused, for the box above the buttons (spec §8 "Feedback failure: server text in form"). */
export function feedbackFormText(i18n: I18n, code: string, retryAfterSeconds: number | null = null): string {
  switch (code) {
    case 'feedback_exists':
      return i18n._(msg`Đơn hàng này đã được đánh giá. Tải lại trang để xem đánh giá của bạn.`);
    case 'not_found':
      return i18n._(msg`Không tìm thấy đơn hàng này.`);
    case 'network_error':
      return i18n._(msg`Không gửi được đánh giá. Kiểm tra kết nối mạng rồi thử lại.`);
    default:
      return commonErrorText(i18n, code, retryAfterSeconds);
  }
}
