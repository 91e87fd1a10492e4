import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminOrderScreen } from '../features/admin/admin-order-screen.tsx';

/** Back office: one order (`shop` or `pcb`) with its history and the status change. */
export const Route = createFileRoute('/admin/orders/$kind/$id')({
  params: {
    parse: ({ kind, id }) => {
      if ((kind !== 'shop' && kind !== 'pcb') || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
      return { kind: kind as 'shop' | 'pcb', id };
    },
  },
  component: AdminOrderRoute,
});

function AdminOrderRoute() {
  const { kind, id } = Route.useParams();
  return <AdminOrderScreen key={`${kind}-${id}`} kind={kind} id={Number(id)} />;
}
