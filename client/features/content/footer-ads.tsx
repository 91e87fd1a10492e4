import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AdsResponse } from '#shared/content/page-area-schemas.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { uploadImageUrl } from '../../ui/image-url.ts';
import styles from './footer-ads.module.css';
import { loadAds } from './page-areas/page-areas-api.ts';

/**
 * The ad blocks `left` / `right` (spec §3 Ad) and the back links (spec §7 GET /v1/ads
 * back_links), read once the footer shows and drawn at its very end, so they push nothing that
 * is already on screen.
 */
export function FooterAds({ revealed }: { revealed: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [answer, setAnswer] = useState<AdsResponse | null>(null);

  useEffect(() => {
    if (!revealed) return;
    let live = true;
    loadAds().then(
      (ads) => live && setAnswer(ads),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [revealed]);

  if (!answer) return null;
  const blocks = (['left', 'right'] as const).flatMap((position) => answer.ads.filter((ad) => ad.position === position));
  if (blocks.length === 0 && answer.back_links.length === 0) return null;
  return (
    <div className={styles.area}>
      {blocks.length > 0 && (
        <ul role="list" className={styles.blocks} aria-label={t`Quảng cáo`}>
          {blocks.map((ad) => (
            <li key={ad.id}>
              <a href={ad.url}>
                <img src={uploadImageUrl(ad.value, 'large') ?? ''} alt={localizedName(ad, locale)} width={600} height={200} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {answer.back_links.length > 0 && (
        <ul role="list" className={styles.backLinks} aria-label={t`Liên kết`}>
          {answer.back_links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
