import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../features/content/contact/contact-screen.tsx';
import { fetchFooter } from '../features/content/footer-api.ts';

/** `?subject=` prefills the form (a service page's "contact us" names the service). */
function validateContactSearch(search: Record<string, unknown>): { subject?: string } {
  return typeof search.subject === 'string' && search.subject.trim() ? { subject: search.subject.trim().slice(0, 200) } : {};
}

/** Spec §2: /lien-he, contact and map. */
export const Route = createFileRoute('/lien-he')({
  validateSearch: validateContactSearch,
  loader: () => fetchFooter(),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactScreen footer={Route.useLoaderData()} subject={Route.useSearch().subject ?? ''} />;
}
