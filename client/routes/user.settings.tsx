import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/profile/settings-screen.tsx';
import { PushSwitch } from '../features/push/push-switch.tsx';

/** Spec §2: /user/settings, the signed-in user's settings, with the push switch. */
export const Route = createFileRoute('/user/settings')({
  component: UserSettingsPage,
});

function UserSettingsPage() {
  return <SettingsScreen notificationSettings={<PushSwitch />} />;
}
