import type { NotificationPageType } from '#shared/content/page-areas.ts';

/**
 * The kind of page a path is, for its notification banner (GET /v1/notification-page/{type}),
 * or null for pages without one (account, news, admin...).
 *
 * @example notificationPageType('/') === 'home'
 * @example notificationPageType('/pcb/assembly') === 'pcb'
 */
export function notificationPageType(pathname: string): NotificationPageType | null {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/products/')) return 'product';
  if (pathname.startsWith('/product/')) return 'category';
  if (pathname === '/carts') return 'cart';
  if (pathname === '/checkout') return 'checkout';
  if (pathname === '/pcb' || pathname.startsWith('/pcb/')) return 'pcb';
  return null;
}
