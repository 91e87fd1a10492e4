import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { CloseIcon, FilterIcon } from '../../../ui/icons.tsx';
import styles from './filter-drawer.module.css';

interface FilterDrawerProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Values applied now, shown on the opener ("Bộ lọc (2)"). */
  appliedCount: number;
  children: ReactNode;
}

/**
 * The filter panel on phones: a "Bộ lọc" button showing how many values are applied, opening a
 * full-height modal drawer (native <dialog>: focus kept inside, Escape closes, focus returns).
 */
export function FilterDrawer({ dialogRef, appliedCount, children }: FilterDrawerProps) {
  const { t } = useLingui();
  const titleId = useId();

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop targets the dialog itself.
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  return (
    <>
      <button type="button" className={styles.opener} aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        <FilterIcon size={18} />
        <Trans>Bộ lọc</Trans>
        {appliedCount > 0 && (
          <span className={styles.badge}>
            {appliedCount}
            <span className="visually-hidden">
              {' '}
              <Trans>đang áp dụng</Trans>
            </span>
          </span>
        )}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClick={onDialogClick}>
        <div className={styles.frame}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              <Trans>Bộ lọc</Trans>
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={t`Đóng bộ lọc`}>
              <CloseIcon size={22} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
