import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { PromoPopupView } from '#shared/content/page-area-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import card from '../../../ui/dialog-card.module.css';
import { CloseIcon } from '../../../ui/icons.tsx';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { afterFirstInteraction } from './first-interaction.ts';
import { oneDialogFree } from './one-dialog.ts';
import { loadAds, markPopupShown } from './page-areas-api.ts';
import styles from './promo-popup.module.css';

const SHOWN_KEY = 'lk:popup-shown';
/** How often a popup waiting for another dialog to close (or for typing to stop) looks again. */
const WAIT_MS = 1000;
/** How long after the first interaction the popup opens: not under the finger or key that began it. */
const SETTLE_MS = 1500;

/** Whether the visitor is typing into a field, which a modal must not take the focus from. */
function typing(): boolean {
  return document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') ?? false;
}

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
 * it too (offline or before the mark arrives). It opens a moment after the visitor's first
 * interaction, so it is never a first visit's largest paint (on a phone its picture outgrew the
 * first screen's, and its late arrival was the page's LCP), and waits while another dialog is
 * open (only one dialog at a time) or while the visitor types into a field. A modal <dialog>:
 * focus moves in, Escape or the close button dismisses it.
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
    let stopWaiting: () => void = () => undefined;
    loadAds().then(
      ({ popup: offered }) => {
        if (!live || !offered || shownHere(offered.id)) return;
        const showWhenFree = () => {
          if (!live) return;
          if (!oneDialogFree() || typing()) {
            timer = window.setTimeout(showWhenFree, WAIT_MS);
            return;
          }
          setPopup(offered);
        };
        stopWaiting = afterFirstInteraction(() => {
          timer = window.setTimeout(showWhenFree, SETTLE_MS);
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stopWaiting();
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
      {picture && <img className={styles.picture} src={picture} alt="" width={560} height={260} decoding="async" />}
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
