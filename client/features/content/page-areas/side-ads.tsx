import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AdView } from '#shared/content/page-area-schemas.ts';
import { sideAdsMinWidth } from '#shared/content/page-areas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { loadAds } from './page-areas-api.ts';
import styles from './side-ads.module.css';

const WIDE_ENOUGH = `(min-width: ${sideAdsMinWidth()}px)`;

function useWideEnough(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_ENOUGH);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE_ENOUGH).matches,
    () => false,
  );
}

/**
 * The side banners `ad_left` / `ad_right` (spec §3 Ad), only when the window is wide enough
 * (spec §9, shared/content/page-areas.ts sideAdsFit): fixed in the margins beside the page, so
 * they cover nothing and move nothing. Nothing is fetched on narrower windows.
 */
export function SideAds() {
  const wide = useWideEnough();
  const [ads, setAds] = useState<AdView[]>([]);

  useEffect(() => {
    if (!wide) return;
    let live = true;
    loadAds().then(
      (answer) => live && setAds(answer.ads.filter((ad) => ad.position === 'ad_left' || ad.position === 'ad_right')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wide]);

  if (!wide) return null;
  const left = ads.find((ad) => ad.position === 'ad_left');
  const right = ads.find((ad) => ad.position === 'ad_right');
  return (
    <>
      {left && <SideAd ad={left} className={styles.left} />}
      {right && <SideAd ad={right} className={styles.right} />}
    </>
  );
}

function SideAd({ ad, className }: { ad: AdView; className: string | undefined }) {
  const locale = useLocale();
  const name = localizedName(ad, locale);
  return (
    <aside className={`${styles.ad} ${className ?? ''}`} aria-label={name}>
      <a href={ad.url}>
        <img src={uploadImageUrl(ad.value, 'large') ?? ''} alt={name} width={150} height={500} decoding="async" />
      </a>
    </aside>
  );
}
