import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/profile/settings-screen.tsx';

/** Spec §2: /user/settings, the signed-in user's settings. */
export const Route = createFileRoute('/user/settings')({
  component: SettingsScreen,
});
