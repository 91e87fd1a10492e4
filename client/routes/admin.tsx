import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StaffGuard } from '../features/admin/staff-guard.tsx';

/** /admin, the staff back office (its own lazy chunk); staff and admins only, the server checks again. */
export const Route = createFileRoute('/admin')({
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <StaffGuard>
      <Outlet />
    </StaffGuard>
  );
}
