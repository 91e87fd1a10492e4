import { createFileRoute } from '@tanstack/react-router';
import { BomScreen } from '../features/bom/bom-screen.tsx';

/** Spec §2: /bom, the BOM tool (its screen is split into its own chunk by the router plugin). */
export const Route = createFileRoute('/bom')({
  component: BomScreen,
});
