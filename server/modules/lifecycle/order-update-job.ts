import type { OrderKind, OrderStatus } from '#shared/orders/lifecycle.ts';
import { statusLabel } from '#shared/orders/status-labels.ts';
import { message } from '../../i18n/messages.ts';

/** The pg-boss queue whose jobs tell a customer their order moved. */
export const ORDER_UPDATE_QUEUE = 'order-update';

/** One job: who to tell, about which order, in which language. */
export interface OrderUpdateJob {
  userId: number;
  orderKind: OrderKind;
  orderId: number;
  code: string;
  status: OrderStatus;
  language: 'vi' | 'en';
}

/** The page the customer opens to see the order. */
export function orderPageOf(kind: OrderKind): string {
  return kind === 'pcb' ? '/pcb-orders' : '/orders';
}

/** "Đơn hàng DH000123" / "Order DH000123": the notification, e-mail and push title. */
export function orderUpdateTitle(code: string, language: 'vi' | 'en'): string {
  return message(language, 'order_title', { code });
}

/** The in-app notification title: the order and its new status in one line. */
export function statusNotificationTitle(code: string, status: OrderStatus, language: 'vi' | 'en'): string {
  return `${orderUpdateTitle(code, language)}: ${statusLabel(status, language)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The e-mail a status change sends (text and HTML), in the customer's language. */
export function orderUpdateMail(job: OrderUpdateJob, pageUrl: string): { subject: string; text: string; html: string } {
  const subject = statusNotificationTitle(job.code, job.status, job.language);
  const status = statusLabel(job.status, job.language);
  const intro = message(job.language, 'order_status_mail_intro', { code: job.code, status });
  const more = message(job.language, 'see_order');
  return {
    subject,
    text: `${intro}\n\n${more}: ${pageUrl}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(pageUrl)}">${escapeHtml(more)}</a></p>`,
  };
}
