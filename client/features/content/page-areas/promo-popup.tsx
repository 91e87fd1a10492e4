import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { PromoPopupView } from '#shared/content/page-area-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import card from '../../../ui/dialog-card.module.css';
import { CloseIcon } from '../../../ui/icons.tsx';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { oneDialogFree } from './one-dialog.ts';
import { loadAds, markPopupShown } from './page-areas-api.ts';
import styles from './promo-popup.module.css';

const SHOWN_KEY = 'lk:popup-shown';
/** How often a popup waiting for another dialog to close looks again. */
const WAIT_MS = 1000;

function shownHere(id: number): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === String(id);
  } catch {
    return false;
  }
}

/**
 * The promo popup (spec §1 "ads and promo popups"; §7 POST /popupAlert): shown once — the
 * server leaves it out of GET /v1/ads once marked for this session or user, and the tab remembers
 * it too (offline or before the mark arrives). It waits while another dialog is open (only one
 * dialog at a time). A modal <dialog>: focus moves in, Escape or the close button dismisses it.
 */
export function PromoPopup() {
  const { t } = useLingui();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [popup, setPopup] = useState<PromoPopupView | null>(null);

  useEffect(() => {
    let live = true;
    let timer = 0;
    loadAds().then(
      ({ popup: offered }) => {
        if (!live || !offered || shownHere(offered.id)) return;
        const showWhenFree = () => {
          if (!live) return;
          if (!oneDialogFree()) {
            timer = window.setTimeout(showWhenFree, WAIT_MS);
            return;
          }
          setPopup(offered);
        };
        showWhenFree();
      },
      () => undefined,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!popup || !dialog || dialog.open) return;
    dialog.showModal();
    try {
      sessionStorage.setItem(SHOWN_KEY, String(popup.id));
    } catch {
      // Without storage the server's mark still hides it next time.
    }
    // A failed mark shows the popup again on the next visit, which is harmless.
    markPopupShown(popup.id).catch(() => undefined);
  }, [popup]);

  if (!popup) return null;
  const title = locale === 'en' ? (popup.title_en ?? popup.title) : popup.title;
  const content = locale === 'en' ? (popup.content_en ?? popup.content) : popup.content;
  const picture = uploadImageUrl(popup.image_id, 'large');
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      className={`${card.dialog} ${styles.popup}`}
      aria-labelledby={titleId}
      onClose={() => setPopup(null)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {picture && <img className={styles.picture} src={picture} alt="" width={560} height={260} />}
      <div className={card.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.content}>{content}</p>
        <div className={styles.actions}>
          {popup.url && (
            <a className={styles.primary} href={popup.url} onClick={close}>
              <Trans>Xem ngay</Trans>
            </a>
          )}
          <button type="button" className={styles.secondary} onClick={close}>
            <Trans>Để sau</Trans>
          </button>
        </div>
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label={t`Đóng`}>
        <CloseIcon size={20} />
      </button>
    </dialog>
  );
}
