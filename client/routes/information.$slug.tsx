import { createFileRoute } from '@tanstack/react-router';
import { loadInformation } from '../features/content/content-api.ts';
import { InformationScreen } from '../features/content/pages/information-screen.tsx';

/** Spec §2: /information/{slug}, a footer information group with its pages. */
export const Route = createFileRoute('/information/$slug')({
  loader: ({ params, abortController }) => loadInformation(params.slug, abortController.signal),
  component: InformationRoute,
});

function InformationRoute() {
  return <InformationScreen data={Route.useLoaderData()} />;
}
