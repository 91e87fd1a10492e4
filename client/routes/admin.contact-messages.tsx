import { createFileRoute } from '@tanstack/react-router';
import { fetchContactMessages } from '../features/content/admin/admin-content-api.ts';
import { AdminContactScreen } from '../features/content/admin/admin-contact-screen.tsx';

/** Back office: messages sent with the /lien-he contact form. */
export const Route = createFileRoute('/admin/contact-messages')({
  loader: ({ abortController }) => fetchContactMessages(1, abortController.signal),
  component: AdminContactRoute,
});

function AdminContactRoute() {
  return <AdminContactScreen list={Route.useLoaderData()} />;
}
