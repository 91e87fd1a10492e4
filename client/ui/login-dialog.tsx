import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { loginHref } from '../session/login-href.ts';
import { CloseIcon } from './icons.tsx';
import card from './dialog-card.module.css';
import styles from './login-dialog.module.css';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Why signing in is needed here (saving a favourite, writing a comment...). */
  children: ReactNode;
}

/**
 * The login prompt a guest sees when an action needs an account (spec §5 "guests clicking the
 * comment box or Reply see the login dialog", §8 "Favorite 403: login dialog"). A modal
 * <dialog>: focus moves in, Escape and the close button dismiss it, and logging in comes back to
 * this page.
 */
export function LoginDialog({ open, onClose, children }: LoginDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Read through useSyncExternalStore: a server-rendered page hydrates with the server's '/' and
  // then takes this page's address (a plain read would keep the server's href after hydration).
  const here = useSyncExternalStore(noSubscription, currentAddress, () => '/');

  return (
    <dialog
      ref={ref}
      className={card.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={card.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            <Trans>Vui lòng đăng nhập</Trans>
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon size={20} />
            <span className="visually-hidden">
              <Trans>Đóng</Trans>
            </span>
          </button>
        </div>
        <p>{children}</p>
        <div className={styles.actions}>
          <a className={styles.primary} href={loginHref(here)}>
            <Trans>Đăng nhập</Trans>
          </a>
          <a className={styles.secondary} href="/register">
            <Trans>Tạo tài khoản</Trans>
          </a>
        </div>
      </div>
    </dialog>
  );
}

function noSubscription(): () => void {
  return () => {};
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}
