import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { validateDraftSearch } from '../features/pcb/pcb-search.ts';
import { StencilScreen } from '../features/pcb/quote-screens.tsx';

/** /pcb/stencil: SMD stencil quote (`draft` reopens a saved one). */
export const Route = createFileRoute('/pcb/stencil')({
  validateSearch: validateDraftSearch,
  component: StencilRoute,
});

function StencilRoute() {
  const { draft } = Route.useSearch();
  const navigate = useNavigate({ from: '/pcb/stencil' });
  const onDraftId = useCallback((id: string) => void navigate({ search: { draft: id }, replace: true }), [navigate]);
  return <StencilScreen draftId={draft} onDraftId={onDraftId} />;
}
