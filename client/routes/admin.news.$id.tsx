import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchAdminArticle } from '../features/content/admin/admin-content-api.ts';
import { AdminNewsEditor } from '../features/content/admin/admin-news-editor.tsx';

/** Back office: write (`/admin/news/new`) or change (`/admin/news/{id}`) a news article. */
export const Route = createFileRoute('/admin/news/$id')({
  loader: async ({ params, abortController }) => {
    if (params.id === 'new') return null;
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    return (await fetchAdminArticle(id, abortController.signal)).article;
  },
  component: AdminNewsEditorRoute,
});

function AdminNewsEditorRoute() {
  const article = Route.useLoaderData();
  return <AdminNewsEditor key={article?.id ?? 'new'} article={article} />;
}
