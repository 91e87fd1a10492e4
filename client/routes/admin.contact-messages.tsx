import { createFileRoute } from '@tanstack/react-router';
import { fetchContactMessages } from '../features/content/admin/admin-content-api.ts';
import { AdminContactScreen } from '../features/content/admin/admin-contact-screen.tsx';
import { validatePageSearch } from '../ui/page-search.ts';

/** Back office: messages sent with the /lien-he contact form. */
export const Route = createFileRoute('/admin/contact-messages')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, abortController }) => fetchContactMessages(deps.page, abortController.signal),
  component: AdminContactRoute,
});

function AdminContactRoute() {
  return <AdminContactScreen list={Route.useLoaderData()} />;
}
