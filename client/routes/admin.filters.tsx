import { createFileRoute } from '@tanstack/react-router';
import { AdminFiltersScreen } from '../features/admin-structure/admin-filters-screen.tsx';

/** Back office: the filter groups and values shoppers filter by (create, rename, reorder, merge). */
export const Route = createFileRoute('/admin/filters')({
  component: AdminFiltersScreen,
});
