import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { commonErrorText } from '../../i18n/api-error-text.ts';

/** The payment method codes of the admin API (`payment.method`) in words. */
export function paymentMethodLabel(i18n: I18n, method: string): string {
  switch (method) {
    case 'bank_transfer':
      return i18n._(msg`Chuyển khoản ngân hàng`);
    case 'pay_online':
      return i18n._(msg`Thẻ ATM / Internet Banking (VNPay)`);
    case 'pay_momo':
      return i18n._(msg`Ví MoMo`);
    case 'paypal':
      return i18n._(msg`PayPal`);
    case 'cash':
      return i18n._(msg`Tiền mặt (COD / tại cửa hàng)`);
    default:
      return method;
  }
}

/** Why the server refused a status change or a payment (409 reason keys of the admin API). */
export function adminErrorText(i18n: I18n, code: string, retryAfterSeconds: number | null = null): string {
  switch (code) {
    case 'invalid_transition':
      return i18n._(msg`Không thể chuyển đơn sang trạng thái này từ trạng thái hiện tại. Trang đã được tải lại với các lựa chọn mới nhất.`);
    case 'payment_required':
      return i18n._(msg`Đơn hàng cần được thanh toán trước bước này.`);
    case 'carrier_required':
      return i18n._(msg`Vui lòng nhập đơn vị vận chuyển.`);
    case 'waybill_required':
      return i18n._(msg`Vui lòng nhập mã vận đơn.`);
    case 'not_bank_transfer':
      return i18n._(msg`Chỉ đơn chuyển khoản ngân hàng mới được đánh dấu đã thanh toán thủ công.`);
    case 'already_paid':
      return i18n._(msg`Đơn hàng này đã được thanh toán.`);
    case 'forbidden':
      return i18n._(msg`Tài khoản của bạn không có quyền thực hiện thao tác này.`);
    case 'login_required':
      return i18n._(msg`Phiên đăng nhập đã hết. Vui lòng đăng nhập lại.`);
    case 'not_found':
      return i18n._(msg`Không tìm thấy đơn hàng.`);
    case 'refund_confirmation_required':
      return i18n._(msg`Đơn hàng đã được thanh toán: hãy xác nhận hoàn tiền cho khách trước khi hủy.`);
    case 'refund_not_retryable':
      return i18n._(msg`Khoản hoàn tiền này không còn chờ gửi lại. Trang đã được tải lại.`);
    case 'refund_not_due':
      return i18n._(msg`Khoản hoàn tiền này đã được ghi nhận trước đó. Trang đã được tải lại.`);
    default:
      return commonErrorText(i18n, code, retryAfterSeconds);
  }
}

/** Spec §4 Delivery_method (Vietnam), the same words as the checkout. */
export function deliveryMethodLabel(i18n: I18n, method: number): string {
  switch (method) {
    case 1:
      return i18n._(msg`Nhận tại cửa hàng`);
    case 2:
      return i18n._(msg`Chuyển phát nhanh`);
    case 3:
      return i18n._(msg`Xe máy`);
    case 4:
      return i18n._(msg`Xe máy hỏa tốc`);
    default:
      return String(method);
  }
}

/** Where a refund stands, for staff. */
export function refundStatusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`Đang gửi yêu cầu hoàn tiền`);
    case 'failed':
      return i18n._(msg`Cổng thanh toán chưa hoàn tiền`);
    case 'due':
      return i18n._(msg`Cần hoàn tiền cho khách`);
    case 'refunded':
      return i18n._(msg`Đã hoàn tiền`);
    default:
      return status;
  }
}
