import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../features/accounts/auth-search.ts';
import { LoginScreen } from '../features/accounts/login-screen.tsx';

/** Spec §2: /login, with `?return_url=/{path}` from pages that need a signed-in user. */
export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { return_url: returnUrl, error } = Route.useSearch();
  return <LoginScreen returnUrl={returnUrl} errorCode={error} />;
}
