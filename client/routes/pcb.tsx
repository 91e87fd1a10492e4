import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PcbLayout } from '../features/pcb/pcb-layout.tsx';

/** Spec §2: /pcb, PCB online ordering, with a tab per quote form and the drafts. */
export const Route = createFileRoute('/pcb')({
  component: PcbRoute,
});

function PcbRoute() {
  return (
    <PcbLayout>
      <Outlet />
    </PcbLayout>
  );
}
