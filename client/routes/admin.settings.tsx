import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsScreen } from '../features/admin-settings/admin-settings-screen.tsx';

/** Back office: the shop's settings (delivery fees per province). */
export const Route = createFileRoute('/admin/settings')({
  component: AdminSettingsScreen,
});
