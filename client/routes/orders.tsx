import { createFileRoute } from '@tanstack/react-router';
import { PendingOrders } from '../features/checkout/pending-orders.tsx';
import { OrdersScreen } from '../features/orders/orders-screen.tsx';
import { validateOrdersSearch } from '../features/orders/orders-search.ts';

/** Spec §2 /orders: the user's orders; orders still waiting in this browser's outbox come first. */
export const Route = createFileRoute('/orders')({
  validateSearch: validateOrdersSearch,
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersScreen search={Route.useSearch()} pending={<PendingOrders />} />;
}
