import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../features/accounts/forgot-password-screen.tsx';

/** Spec §2: /forgot-password, the password reset with an e-mailed one-time code. */
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});
