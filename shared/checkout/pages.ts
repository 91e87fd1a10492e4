import { accountPage } from '../accounts/pages.ts';

/** Spec §2 /checkout (an account page: never indexed). */
export const checkoutPages = [accountPage('checkout', /^\/checkout\/?$/, ['/checkout'], { vi: 'Thanh toán', en: 'Checkout' })] as const;
