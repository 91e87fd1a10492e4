import { createFileRoute } from '@tanstack/react-router';
import { fetchPricing } from '../features/admin-catalog/admin-products-api.ts';
import { RepricePanel } from '../features/admin-catalog/reprice-panel.tsx';
import { AdminSettingsScreen } from '../features/admin-settings/admin-settings-screen.tsx';

/**
 * Back office: the shop's settings (exchange rate with the margin and re-pricing beside it,
 * opening hours and pickup slots, bank account, delivery fees per province).
 */
export const Route = createFileRoute('/admin/settings')({
  loader: ({ abortController }) => fetchPricing(abortController.signal),
  component: SettingsRoute,
});

function SettingsRoute() {
  const pricing = Route.useLoaderData();
  return (
    <AdminSettingsScreen
      // A new panel once the rate or the margin is saved (the loader reads them again).
      repricing={(onStatus) => <RepricePanel key={`${pricing.exchange_rate}-${pricing.margin_percent}`} pricing={pricing} onStatus={onStatus} rateLink={false} />}
    />
  );
}
