import type { AdminOrderDetail } from '#shared/admin/schemas.ts';
import type { LifecycleOrder } from '#shared/orders/lifecycle.ts';

/** The facts the shared lifecycle rules read, taken from the admin API's order. */
export function lifecycleOrderOf(order: Pick<AdminOrderDetail, 'kind' | 'status' | 'payment' | 'flow' | 'pcb'>): LifecycleOrder {
  return {
    kind: order.kind,
    status: order.status,
    paymentRequired: order.payment.required,
    paid: order.payment.paid,
    pickup: order.flow === 'pickup',
    customQuote: order.pcb?.kind === 'custom',
  };
}
