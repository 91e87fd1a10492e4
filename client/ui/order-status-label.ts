import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * An order status of the order lifecycle (shop and PCB orders share it) in words; an unknown
 * status shows as the server wrote it. Used by the customer's timelines and the back office.
 */
export function orderStatusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'new':
      return i18n._(msg`Mới đặt`);
    case 'quoted':
      return i18n._(msg`Đã báo giá`);
    case 'confirmed':
      return i18n._(msg`Đã xác nhận`);
    case 'paid':
      return i18n._(msg`Đã thanh toán`);
    case 'in_production':
      return i18n._(msg`Đang sản xuất`);
    case 'shipped':
      return i18n._(msg`Đang giao hàng`);
    case 'delivered':
      return i18n._(msg`Đã giao hàng`);
    case 'cancelled':
      return i18n._(msg`Đã hủy`);
    default:
      return status;
  }
}
