import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { NotificationBanner as Banner } from '#shared/content/page-area-schemas.ts';
import type { NotificationPageType } from '#shared/content/page-areas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { bannerShown, markBannerShown } from './banner-session.ts';
import styles from './notification-banner.module.css';
import { loadNotification } from './page-areas-api.ts';

/**
 * The site notification banner of a kind of page (spec §2, §3, §7 GET /v1/notification-page/{type}):
 * its words in the page's language, its colours and icon; shown once per session per type (the
 * mark is written when it shows, so a reload or a return does not show it again) and closable. It
 * floats at the bottom of the window, clear of the round buttons on the right, so it moves nothing.
 */
export function NotificationBanner({ pageType }: { pageType: NotificationPageType }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (bannerShown(sessionStorage, pageType)) return;
    const controller = new AbortController();
    loadNotification(pageType, controller.signal).then(
      ({ notification }) => {
        if (!notification) return;
        markBannerShown(sessionStorage, pageType);
        setBanner(notification);
      },
      // The banner is optional: a failed read shows nothing.
      () => undefined,
    );
    return () => controller.abort();
  }, [pageType]);

  if (!banner) return null;
  const text = locale === 'en' ? (banner.content_en ?? banner.content) : banner.content;
  return (
    <div role="status" className={styles.banner} style={{ background: banner.bg_color, color: banner.text_color }} data-testid="notification-banner">
      <span className={styles.icon} aria-hidden="true">
        {banner.icon === 'exclamation' ? '!' : 'i'}
      </span>
      <p className={styles.text}>
        <span className="visually-hidden">{banner.icon === 'exclamation' ? t`Lưu ý:` : t`Thông báo:`} </span>
        {text}
      </p>
      <button type="button" className={styles.close} onClick={() => setBanner(null)} aria-label={t`Đóng thông báo`}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
