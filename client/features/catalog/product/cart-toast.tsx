import { useCallback, useEffect, useState } from 'react';
import { cx } from '../../../ui/class-names.ts';
import styles from './cart-toast.module.css';

/** Spec §8: toasts fade after 3 s. */
export const TOAST_MS = 3_000;

export interface ToastMessage {
  title: string;
  detail?: string;
  tone: 'success' | 'error';
}

interface ToastState extends ToastMessage {
  key: number;
  visible: boolean;
}

/** The toast's state and a function to show a message (a new one replaces the current one). */
export function useToast(): [ToastState | null, (message: ToastMessage) => void] {
  const [toast, setToast] = useState<ToastState | null>(null);

  useEffect(() => {
    if (!toast?.visible) return;
    const timer = window.setTimeout(() => setToast({ ...toast, visible: false }), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const show = useCallback((message: ToastMessage) => setToast({ ...message, key: Date.now(), visible: true }), []);
  return [toast, show];
}

/**
 * The add-to-cart toast (spec §8: 'Thành công' / 'Success'). The live region is always in the
 * page, so a screen reader announces each message as it is inserted; it fades out after 3 s.
 */
export function CartToast({ toast }: { toast: ToastState | null }) {
  return (
    <div className={styles.region} role="status" aria-atomic="true">
      {toast && (
        <div
          key={toast.key}
          className={cx(styles.toast, toast.tone === 'error' && styles.error)}
          data-visible={toast.visible ? 'true' : 'false'}
        >
          <span className={styles.icon} aria-hidden="true">
            {toast.tone === 'success' ? '✓' : '!'}
          </span>
          <span className={styles.text}>
            <strong className={styles.title}>{toast.title}</strong>
            {toast.detail && <span className={styles.detail}>{toast.detail}</span>}
          </span>
        </div>
      )}
    </div>
  );
}
