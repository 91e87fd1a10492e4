import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from '../features/accounts/auth-search.ts';
import { RegisterScreen } from '../features/accounts/register-screen.tsx';

/** Spec §2: /register; a `return_url` is followed once the new account is signed in. */
export const Route = createFileRoute('/register')({
  validateSearch: validateAuthSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  return <RegisterScreen returnUrl={Route.useSearch().return_url} />;
}
