import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { validateDraftSearch } from '../features/pcb/pcb-search.ts';
import { CustomQuoteScreen } from '../features/pcb/quote-screens.tsx';

/** /pcb/custom: the fourth, hand-quoted flow (spec §1) (`draft` reopens a saved one). */
export const Route = createFileRoute('/pcb/custom')({
  validateSearch: validateDraftSearch,
  component: CustomRoute,
});

function CustomRoute() {
  const { draft } = Route.useSearch();
  const navigate = useNavigate({ from: '/pcb/custom' });
  const onDraftId = useCallback((id: string) => void navigate({ search: { draft: id }, replace: true }), [navigate]);
  return <CustomQuoteScreen draftId={draft} onDraftId={onDraftId} />;
}
