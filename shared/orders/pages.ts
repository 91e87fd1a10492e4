import { accountPage } from '../accounts/pages.ts';

/** The customer's orders and the staff's order back office (account pages: never indexed). */
export const orderPages = [
  accountPage('orders', /^\/orders\/?$/, ['/orders'], { vi: 'Đơn hàng của tôi', en: 'My orders' }),
  // The back office: orders, an order, and the BOM tool's sourcing requests.
  accountPage('admin', /^\/admin(?:\/orders\/(?:shop|pcb)\/[1-9]\d{0,17}|\/bom-sourcing)?\/?$/, ['/admin/', '/admin/orders/$kind/$id', '/admin/bom-sourcing'], { vi: 'Quản trị đơn hàng', en: 'Order back office' }),
] as const;
