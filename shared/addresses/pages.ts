import { accountPage } from '../accounts/pages.ts';

/** Spec §2 delivery address pages (account pages). */
export const addressPages = [
  accountPage('delivery-addresses', /^\/user\/delivery-addresses\/?$/, ['/user/delivery-addresses/'], { vi: 'Địa chỉ giao hàng', en: 'Delivery addresses' }),
  accountPage(
    'delivery-address-edit',
    /^\/user\/delivery-addresses\/(?:new|[1-9]\d{0,17}\/edit)\/?$/,
    ['/user/delivery-addresses/new', '/user/delivery-addresses/$id/edit'],
    { vi: 'Địa chỉ giao hàng', en: 'Delivery address' },
  ),
] as const;
