import { createFileRoute } from '@tanstack/react-router';
import { loadService } from '../features/content/content-api.ts';
import { ServiceScreen } from '../features/content/services/service-screen.tsx';

/** Spec §2: /dich-vu/{slug}, one service with its call to action. */
export const Route = createFileRoute('/dich-vu/$slug')({
  loader: ({ params, abortController }) => loadService(params.slug, abortController.signal),
  component: ServiceRoute,
});

function ServiceRoute() {
  return <ServiceScreen data={Route.useLoaderData()} />;
}
