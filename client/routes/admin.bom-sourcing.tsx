import { createFileRoute } from '@tanstack/react-router';
import { BomSourcingScreen } from '../features/admin/bom-sourcing-screen.tsx';

/** Back office: sourcing requests sent from the BOM tool for lines the shop does not sell. */
export const Route = createFileRoute('/admin/bom-sourcing')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page >= 2 && page <= 100_000 ? { page } : {};
  },
  component: BomSourcingRoute,
});

function BomSourcingRoute() {
  return <BomSourcingScreen page={Route.useSearch().page ?? 1} />;
}
