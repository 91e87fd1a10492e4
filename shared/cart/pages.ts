import { accountPage } from '../accounts/pages.ts';

/** Spec §2 /carts (an account page: never indexed). */
export const cartPages = [accountPage('carts', /^\/carts\/?$/, ['/carts'], { vi: 'Giỏ hàng', en: 'Cart' })] as const;
