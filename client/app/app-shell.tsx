import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { basicValue } from '../features/content/footer-basics.ts';
import { categoryScope, NO_CATEGORY, type FooterInfoScope, type ListingNarrowing } from '../features/content/footer-info-scope.ts';
import { LazyPageAreas } from '../features/content/page-areas/lazy-page-areas.tsx';
import { SiteFooter } from '../features/content/site-footer.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { ExchangeRateContext } from '../money/exchange-rate-context.ts';
import { parseExchangeRate } from '../money/price-formatter.ts';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import styles from './app-shell.module.css';
import { GoTopButton } from './go-top-button.tsx';
import type { ShellData } from './shell-data.ts';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

const MAIN_ID = 'main';
const FALLBACK_SITE_NAME = 'Linh Kiện Việt';

/** The page frame: skip link, offline banner, header, the routed page, footer, update prompt, page areas. */
export function AppShell({ data }: { data: ShellData }) {
  const locale = useLocale();
  const router = useRouter();
  const mainRef = useRef<HTMLElement>(null);
  const logoRef = useRef<HTMLAnchorElement>(null);

  const basics = data.footer?.basics ?? [];
  const siteName = basicValue(basics, 'site_name', locale) ?? FALLBACK_SITE_NAME;
  const hotline = basicValue(basics, 'phone', locale);
  const exchangeRate = parseExchangeRate(basicValue(basics, 'exchange_rate', 'vi'));
  const infoScope = useFooterInfoScope();

  useEffect(
    () =>
      // After a client-side page change, focus the new content so screen readers start there.
      router.subscribe('onResolved', (event) => {
        if (event.fromLocation && event.pathChanged) mainRef.current?.focus({ preventScroll: true });
      }),
    [router],
  );

  return (
    <ExchangeRateContext value={exchangeRate}>
      <SkipLink targetId={MAIN_ID} />
      <OfflineBanner />
      <SiteHeader menu={data.menu} siteName={siteName} hotline={hotline} logoRef={logoRef} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter footer={data.footer} siteName={siteName} infoScope={infoScope} />
      <GoTopButton onTop={() => logoRef.current?.focus({ preventScroll: true })} />
      <UpdatePrompt />
      <LazyPageAreas />
    </ExchangeRateContext>
  );
}

/**
 * The footer info scope of the page shown (spec §7 get-footer?info=1&category_id&show_info): a
 * category listing (/product/{slug}) names its category, other pages none. Selected as two
 * primitives, so the footer re-renders only when they change.
 */
function useFooterInfoScope(): FooterInfoScope {
  const categoryId = useRouterState({
    select: (state) => {
      const data = state.matches.find((match) => match.routeId === '/product/$slug')?.loaderData as { category?: { id: number } } | undefined;
      return data?.category?.id ?? null;
    },
  });
  const showInfo = useRouterState({
    select: (state) => {
      const match = state.matches.find((candidate) => candidate.routeId === '/product/$slug');
      return match ? categoryScope(0, match.search as ListingNarrowing).showInfo : false;
    },
  });
  return categoryId === null ? NO_CATEGORY : { categoryId, showInfo };
}
