import { createFileRoute } from '@tanstack/react-router';
import { AddressListScreen } from '../features/addresses/address-list-screen.tsx';
import { validateReturnSearch } from '../features/addresses/return-path.ts';

/** Spec §2: /user/delivery-addresses[?return=/carts], the user's delivery addresses. */
export const Route = createFileRoute('/user/delivery-addresses/')({
  validateSearch: validateReturnSearch,
  component: AddressListRoute,
});

function AddressListRoute() {
  return <AddressListScreen returnTo={Route.useSearch().return} />;
}
