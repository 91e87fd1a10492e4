import { createFileRoute } from '@tanstack/react-router';
import { AdminCategoriesScreen } from '../features/admin-structure/admin-categories-screen.tsx';

/** Back office: the category tree (create, rename, move, reorder, merge). */
export const Route = createFileRoute('/admin/categories')({
  component: AdminCategoriesScreen,
});
