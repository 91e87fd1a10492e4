import { useRouterState } from '@tanstack/react-router';
import { NotificationBanner } from './notification-banner.tsx';
import { notificationPageType } from './page-type.ts';
import { PromoPopup } from './promo-popup.tsx';
import { SideAds } from './side-ads.tsx';
import { SupportWidget } from './support-widget.tsx';

/** The storefront's page areas; none on the back office (/admin). */
export function PageAreas() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const pageType = notificationPageType(pathname);
  return (
    <>
      {pageType && <NotificationBanner key={pageType} pageType={pageType} />}
      <SideAds />
      <PromoPopup />
      <SupportWidget />
    </>
  );
}
