import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AssemblyParts } from '../features/bom/bom-assembly.ts';
import { BomScreen } from '../features/bom/bom-screen.tsx';

/** Spec §2: /bom, the BOM tool (its screen is split into its own chunk by the router plugin). */
export const Route = createFileRoute('/bom')({
  component: BomRoute,
});

function BomRoute() {
  const navigate = useNavigate();
  // The BOM goes to the PCB assembly form as a draft of that form (features meet here, not in each other).
  const attachToAssembly = useCallback(
    async (parts: AssemblyParts) => {
      const { assemblyDraftFromBom } = await import('../features/pcb/assembly-draft-from-bom.ts');
      const draft = await assemblyDraftFromBom(parts);
      await navigate({ to: '/pcb/assembly', search: { draft } });
    },
    [navigate],
  );
  return <BomScreen onAttachToAssembly={attachToAssembly} />;
}
