import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import styles from './admin-content.module.css';

/** A page-area form's "shown to shoppers" box (banner, ad, supporter). */
export function ShownCheckbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name="active" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A staff content form's save button (busy while saving) and the way out without saving. */
export function SaveOrCancel({ pending, onCancel, children }: { pending: boolean; onCancel: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {children}
      </SubmitButton>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        <Trans>Hủy</Trans>
      </button>
    </div>
  );
}
