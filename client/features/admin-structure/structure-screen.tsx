import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import type { Loaded } from '../../ui/use-loaded.ts';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import styles from './admin-categories-screen.module.css';

interface StructureScreenProps {
  title: ReactNode;
  /** The live region's last announcement (saved, merged...). */
  status: string;
  intro: ReactNode;
  loadingText: ReactNode;
  loaded: Loaded<unknown> & { retry: () => void };
  /** The id of the list panel's heading. */
  listTitleId: string;
  /** The list panel (its head, the add form, the rows). */
  list: ReactNode;
  /** The selected row's editor, or null for `hint`. */
  editor: ReactNode;
  hint: ReactNode;
}

/** A staff structure screen (categories, filters): the list beside the selected row's editor, stacked on phones. */
export function StructureScreen({ title, status, intro, loadingText, loaded, listTitleId, list, editor, hint }: StructureScreenProps) {
  return (
    <div className={`container ${pageStyles.page}`}>
      <StaffPageHead title={title} status={status} />
      <p className={mutedText.muted}>{intro}</p>
      {loaded.status === 'loading' && (
        <p className={mutedText.muted} role="status" aria-busy="true">
          {loadingText}
        </p>
      )}
      {loaded.status === 'error' && <ErrorState error={loaded.error} onRetry={loaded.retry} />}
      {loaded.status === 'ready' && (
        <div className={styles.layout}>
          <section className={styles.treePanel} aria-labelledby={listTitleId}>
            {list}
          </section>
          <div className={styles.side}>{editor ?? <p className={cx(mutedText.muted, styles.hintBox)}>{hint}</p>}</div>
        </div>
      )}
    </div>
  );
}
