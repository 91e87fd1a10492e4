import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { validateDraftSearch } from '../features/pcb/pcb-search.ts';
import { AssemblyScreen } from '../features/pcb/quote-screens.tsx';

/** /pcb/assembly: PCB assembly quote (`draft` reopens a saved one). */
export const Route = createFileRoute('/pcb/assembly')({
  validateSearch: validateDraftSearch,
  component: AssemblyRoute,
});

function AssemblyRoute() {
  const { draft } = Route.useSearch();
  const navigate = useNavigate({ from: '/pcb/assembly' });
  const onDraftId = useCallback((id: string) => void navigate({ search: { draft: id }, replace: true }), [navigate]);
  return <AssemblyScreen draftId={draft} onDraftId={onDraftId} />;
}
