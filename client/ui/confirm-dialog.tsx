import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import card from './dialog-card.module.css';
import styles from './confirm-dialog.module.css';

/** What a confirmation asks: a short title, the question, and the verb on the confirming button. */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
}

interface OpenRequest extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
  /** The control that asked, given focus back when the dialog closes (if it is still there). */
  trigger: HTMLElement | null;
}

/**
 * Spec §4 "Only one alert or confirm dialog at a time": shared by every screen's confirm, so a
 * second request while one is open is answered "no" at once instead of stacking a second dialog.
 */
let openRequest: OpenRequest | null = null;

/**
 * The app's own confirm (in place of `window.confirm`): returns `confirm`, which
 * opens the dialog and resolves true only when the user confirms, and the dialog element to render.
 */
export function useConfirmDialog(): [(request: ConfirmRequest) => Promise<boolean>, ReactNode] {
  const [open, setOpen] = useState<OpenRequest | null>(null);

  const confirm = useCallback((request: ConfirmRequest) => {
    if (openRequest) return Promise.resolve(false);
    const active = document.activeElement;
    return new Promise<boolean>((resolve) => {
      openRequest = { ...request, resolve, trigger: active instanceof HTMLElement && active !== document.body ? active : null };
      setOpen(openRequest);
    });
  }, []);

  // A screen left with its dialog open (route change) frees the slot and answers "no"; after an
  // answer this is a no-op (a promise settles once).
  useEffect(
    () => () => {
      if (!open) return;
      if (openRequest === open) openRequest = null;
      open.resolve(false);
    },
    [open],
  );

  const finish = useCallback(
    (confirmed: boolean) => {
      if (!open) return;
      if (openRequest === open) openRequest = null;
      setOpen(null);
      if (open.trigger?.isConnected) open.trigger.focus();
      open.resolve(confirmed);
    },
    [open],
  );

  return [confirm, open ? <ConfirmDialog key="confirm" request={open} onFinish={finish} /> : null];
}

interface ConfirmDialogProps {
  request: ConfirmRequest;
  onFinish: (confirmed: boolean) => void;
}

/**
 * A modal `<dialog role="alertdialog">` (WAI-ARIA APG alert dialog): labelled by its title and
 * described by its question, focus starts on Cancel (the safe choice), Tab cycles inside, Escape
 * or a click on the backdrop cancels.
 */
function ConfirmDialog({ request, onFinish }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  function done(confirmed: boolean) {
    // Closed first: the page behind stops being inert, so focus can go back to the trigger.
    dialogRef.current?.close();
    onFinish(confirmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    // The page behind is inert, but Tab past the last button would leave for the browser's own UI.
    const first = cancelRef.current;
    const last = confirmRef.current;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      className={card.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: close through our own path so the answer and the focus are handled once.
        event.preventDefault();
        done(false);
      }}
      onClick={(event) => {
        // A click on the backdrop targets the dialog element itself.
        if (event.target === event.currentTarget) done(false);
      }}
    >
      <div className={card.body}>
        <h2 id={titleId} className={styles.title}>
          {request.title}
        </h2>
        <p id={messageId} className={styles.message}>
          {request.message}
        </p>
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={styles.cancel} onClick={() => done(false)}>
            <Trans>Hủy</Trans>
          </button>
          <button ref={confirmRef} type="button" className={styles.confirm} onClick={() => done(true)}>
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
