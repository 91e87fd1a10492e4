import { createFileRoute, notFound } from '@tanstack/react-router';
import { AddressEditScreen } from '../features/addresses/address-edit-screen.tsx';
import { validateReturnSearch } from '../features/addresses/return-path.ts';

/** Spec §2: /user/delivery-addresses/{id}/edit. */
export const Route = createFileRoute('/user/delivery-addresses/$id/edit')({
  validateSearch: validateReturnSearch,
  params: {
    parse: ({ id }) => {
      if (!/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
      return { id };
    },
  },
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { id } = Route.useParams();
  return <AddressEditScreen key={id} id={Number(id)} returnTo={Route.useSearch().return} />;
}
