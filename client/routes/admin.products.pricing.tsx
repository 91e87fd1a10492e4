import { createFileRoute } from '@tanstack/react-router';
import { fetchPricing } from '../features/admin-catalog/admin-products-api.ts';
import { PricingScreen } from '../features/admin-catalog/pricing-screen.tsx';

/** Back office: the margin on supplier cost and re-pricing the catalogue on demand. */
export const Route = createFileRoute('/admin/products/pricing')({
  loader: ({ abortController }) => fetchPricing(abortController.signal),
  component: PricingRoute,
});

function PricingRoute() {
  const pricing = Route.useLoaderData();
  // A new form once the margin is saved (the loader reads it again).
  return <PricingScreen key={pricing.margin_percent} pricing={pricing} />;
}
