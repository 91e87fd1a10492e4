import { createFileRoute } from '@tanstack/react-router';
import { ProfileAddressScreen } from '../features/addresses/profile-address-screen.tsx';
import { validateReturnSearch } from '../features/addresses/return-path.ts';

/** Spec §2: /user/profiles/edit, shown when the profile has no delivery address. */
export const Route = createFileRoute('/user/profiles/edit')({
  validateSearch: validateReturnSearch,
  component: ProfileEditRoute,
});

function ProfileEditRoute() {
  return <ProfileAddressScreen returnTo={Route.useSearch().return} />;
}
