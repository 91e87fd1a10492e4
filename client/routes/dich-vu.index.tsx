import { createFileRoute } from '@tanstack/react-router';
import { loadServices } from '../features/content/content-api.ts';
import { ServicesScreen } from '../features/content/services/services-screen.tsx';

/** Spec §2: /dich-vu, the shop's services. */
export const Route = createFileRoute('/dich-vu/')({
  loader: ({ abortController }) => loadServices(abortController.signal),
  component: ServicesRoute,
});

function ServicesRoute() {
  return <ServicesScreen services={Route.useLoaderData().services} />;
}
