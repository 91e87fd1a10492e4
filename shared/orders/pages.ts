import { accountPage } from '../accounts/pages.ts';

/** The customer's orders and the staff's order back office (account pages: never indexed). */
export const orderPages = [
  accountPage('orders', /^\/orders\/?$/, ['/orders'], { vi: 'Đơn hàng của tôi', en: 'My orders' }),
  accountPage('admin', /^\/admin(?:\/orders\/(?:shop|pcb)\/[1-9]\d{0,17})?\/?$/, ['/admin/', '/admin/orders/$kind/$id'], { vi: 'Quản trị đơn hàng', en: 'Order back office' }),
] as const;
