import type { OrderStatus } from './lifecycle.ts';

/**
 * Status names in both storefront languages, for texts the server writes (notification titles,
 * e-mails, push payloads) where Lingui is not at hand. The client words statuses with Lingui.
 */
const LABELS: Record<OrderStatus, { vi: string; en: string }> = {
  new: { vi: 'Mới đặt', en: 'New' },
  quoted: { vi: 'Đã báo giá', en: 'Quoted' },
  confirmed: { vi: 'Đã xác nhận', en: 'Confirmed' },
  paid: { vi: 'Đã thanh toán', en: 'Paid' },
  in_production: { vi: 'Đang sản xuất', en: 'In production' },
  shipped: { vi: 'Đang giao hàng', en: 'Shipped' },
  delivered: { vi: 'Đã giao hàng', en: 'Delivered' },
  cancelled: { vi: 'Đã huỷ', en: 'Cancelled' },
};

export function statusLabel(status: OrderStatus, language: 'vi' | 'en'): string {
  return LABELS[status][language];
}
