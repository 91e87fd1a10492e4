import { createFileRoute } from '@tanstack/react-router';
import { AddressEditScreen } from '../features/addresses/address-edit-screen.tsx';
import { validateReturnSearch } from '../features/addresses/return-path.ts';

/** A new delivery address (the list's "add" link). */
export const Route = createFileRoute('/user/delivery-addresses/new')({
  validateSearch: validateReturnSearch,
  component: NewAddressRoute,
});

function NewAddressRoute() {
  return <AddressEditScreen id={null} returnTo={Route.useSearch().return} />;
}
