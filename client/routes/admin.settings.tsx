import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsScreen } from '../features/admin-settings/admin-settings-screen.tsx';

/** Back office: the shop's settings (exchange rate, opening hours and pickup slots, bank account, delivery fees per province). */
export const Route = createFileRoute('/admin/settings')({
  component: AdminSettingsScreen,
});
