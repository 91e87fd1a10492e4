import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import styles from './update-prompt.module.css';
import { getPendingUpdate, subscribePendingUpdate } from './update-store.ts';

/**
 * "A new version is available — Reload" (never swapped in unasked): the waiting service worker
 * takes over only when the visitor chooses, then the page reloads on the new code.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribePendingUpdate, getPendingUpdate, () => null);
  const [dismissed, setDismissed] = useState<typeof update>(null);
  const [applying, setApplying] = useState(false);
  const visible = update !== null && update !== dismissed;

  return (
    <div role="status" className={styles.region}>
      {visible && (
        <div className={styles.toast}>
          <p className={styles.message}>
            <Trans>Đã có phiên bản mới</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.later} onClick={() => setDismissed(update)}>
              <Trans>Để sau</Trans>
            </button>
            <button
              type="button"
              className={styles.reload}
              disabled={applying}
              onClick={() => {
                setApplying(true);
                update.apply();
              }}
            >
              <Trans>Tải lại</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
