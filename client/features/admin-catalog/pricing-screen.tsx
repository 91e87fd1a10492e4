import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminPricing } from '#shared/catalog-admin/schemas.ts';
import adminPage from '../../ui/admin-page.module.css';
import { AdminSectionTabs, CATALOG_SECTIONS } from '../../ui/admin-section-tabs.tsx';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { RepricePanel } from './reprice-panel.tsx';
import styles from './product-import.module.css';

/**
 * /admin/products/pricing: the margin beside today's exchange rate (set in /admin/settings, where
 * the same panel sits beside the rate), and re-pricing on demand (reprice-panel.tsx).
 */
export function PricingScreen({ pricing }: { pricing: AdminPricing }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Giá bán theo giá nhập` });
  const [status, setStatus] = useState('');

  return (
    <div className={`container ${styles.page}`}>
      <StaffPageHead title={<Trans>Giá bán theo giá nhập</Trans>} status={status} />
      <AdminSectionTabs sections={CATALOG_SECTIONS} current="products" />
      <section className={adminPage.panel} aria-labelledby="pricing-margin">
        <h2 id="pricing-margin" className={styles.sectionTitle}>
          <Trans>Tỷ giá và lợi nhuận</Trans>
        </h2>
        <RepricePanel pricing={pricing} onStatus={setStatus} />
      </section>
    </div>
  );
}
