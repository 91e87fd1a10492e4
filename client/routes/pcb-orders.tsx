import { createFileRoute } from '@tanstack/react-router';
import { PcbOrdersScreen } from '../features/pcb/pcb-orders-screen.tsx';

function validatePcbOrdersSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
}

/** Spec §2: /pcb-orders, the signed-in user's PCB orders. */
export const Route = createFileRoute('/pcb-orders')({
  validateSearch: validatePcbOrdersSearch,
  component: PcbOrdersRoute,
});

function PcbOrdersRoute() {
  return <PcbOrdersScreen page={Route.useSearch().page ?? 1} />;
}
