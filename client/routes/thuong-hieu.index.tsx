import { createFileRoute } from '@tanstack/react-router';
import { BrandIndexScreen } from '../features/catalog/brands/brand-index-screen.tsx';
import { BrandIndexSkeleton } from '../features/catalog/brands/brand-index-skeleton.tsx';
import { loadBrandIndex } from '../features/catalog/brands/load-brand-page.ts';

/** Spec §2: /thuong-hieu lists every brand. */
export const Route = createFileRoute('/thuong-hieu/')({
  loader: ({ abortController }) => loadBrandIndex(abortController.signal),
  pendingComponent: BrandIndexSkeleton,
  component: BrandIndexRoute,
});

function BrandIndexRoute() {
  return <BrandIndexScreen brands={Route.useLoaderData()} />;
}
