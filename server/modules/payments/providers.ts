import type { AppConfig } from '../../config.ts';

export type OnlineProvider = 'pay_online' | 'pay_momo' | 'paypal';

/**
 * Same-site path of an order's VietQR image (an SVG, the owner only). No `.svg` ending: the
 * session plugin skips the session lookup for paths that look like files (server/plugins/session.ts).
 */
export function vietQrImageUrl(orderCode: string): string {
  return `/v1/orders/${encodeURIComponent(orderCode)}/vietqr`;
}

/** Absolute base for the URLs providers send the customer and their callbacks back to. */
export function callbackBase(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
