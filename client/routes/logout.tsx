import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '../features/accounts/logout-screen.tsx';

/** Spec §2: /logout signs this browser out and opens the home page. */
export const Route = createFileRoute('/logout')({
  component: LogoutScreen,
});
