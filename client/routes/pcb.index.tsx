import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { validateFabricationSearch } from '../features/pcb/pcb-search.ts';
import { FabricationScreen } from '../features/pcb/quote-screens.tsx';
import type { FabricationSearch } from '../features/pcb/quote-state.ts';

/** Spec §2: /pcb?width=&height=&quantity= — the fabrication quote (`draft` reopens a saved one). */
export const Route = createFileRoute('/pcb/')({
  validateSearch: validateFabricationSearch,
  component: FabricationRoute,
});

function FabricationRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/pcb/' });
  const onDraftId = useCallback((draft: string) => void navigate({ search: (s) => ({ ...s, draft }), replace: true }), [navigate]);
  const onSearchChange = useCallback(
    (next: FabricationSearch) => void navigate({ search: (s) => ({ ...s, ...next }), replace: true }),
    [navigate],
  );
  return <FabricationScreen draftId={search.draft} onDraftId={onDraftId} search={search} onSearchChange={onSearchChange} />;
}
