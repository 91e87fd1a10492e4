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
    default:
      return commonErrorText(i18n, code, retryAfterSeconds);
  }
}
