import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useState, type ComponentProps, type ReactNode } from 'react';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog, type ConfirmRequest } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { PageAreaChanges } from './page-area-changes.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

/** What the screen's form gets: the row it changes (null: a new one), what it starts from, and how it ends. */
export interface PageAreaFormProps<Initial> {
  id: number | null;
  initial: Initial;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** A row action the list runs: the request, and what the status region says after it. */
interface RowRequest {
  send: () => Promise<unknown>;
  done: string;
}

interface PageAreaScreenProps<Row extends { id: number; active: boolean }, Initial> {
  /** The page's title and heading. */
  title: string;
  section: ComponentProps<typeof AdminSectionTabs>['current'];
  intro: ReactNode;
  addLabel: ReactNode;
  /** What a new row's form starts from; null: nothing can be added yet (no button). */
  newInitial: Initial | null;
  emptyText: ReactNode;
  listLabel: string;
  rows: readonly Row[];
  /** The row's name in its buttons' labels. */
  rowName: (row: Row) => string;
  /** The bold title at the top of the row's card. */
  rowTitle: (row: Row) => ReactNode;
  /** What the card shows between its title and its buttons. */
  rowBody: (row: Row) => ReactNode;
  initialOf: (row: Row) => Initial;
  /** Show a hidden row or hide a shown one. */
  toggle: (row: Row) => RowRequest;
  /** Delete a row once staff confirm. */
  remove: (row: Row) => RowRequest & { confirm: ConfirmRequest };
  form: {
    /** The id of the form panel's heading. */
    titleId: string;
    newTitle: ReactNode;
    editTitle: ReactNode;
    /** The status after a save. */
    saved: string;
    render: (props: PageAreaFormProps<Initial>) => ReactNode;
  };
  changes: { id: string; list: readonly (StaffChangeRow & { subject_id: string })[]; name: (subjectId: string) => string };
  /** A section of the screen's own between the list and the latest changes (the supporters' groups). */
  children?: ReactNode;
}

/**
 * A staff page-area screen (notification banners, ads, supporters): the rows as cards that read
 * the same on a phone, each with its change, show or hide and delete buttons, the form to add or
 * change one beside the list (below it on a phone), and the latest recorded changes.
 */
export function PageAreaScreen<Row extends { id: number; active: boolean }, Initial>(props: PageAreaScreenProps<Row, Initial>) {
  const { title, section, intro, addLabel, newInitial, emptyText, listLabel, rows, rowName, rowTitle, rowBody, initialOf, toggle, remove, form, changes, children } = props;
  const router = useRouter();
  usePageMeta({ title });
  const [editing, setEditing] = useState<{ id: number | null; initial: Initial } | null>(null);
  const [status, setStatus] = useState('');
  const { act, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();
  const { t } = useLingui();

  async function removeRow(row: Row) {
    const request = remove(row);
    if (!(await confirm(request.confirm))) return;
    await act(row.id, request.send, request.done);
  }

  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={title} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current={section} />
      <div className={styles.toolbar}>
        <p className={styles.muted}>{intro}</p>
        {newInitial !== null && editing?.id !== null && (
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ id: null, initial: newInitial })}>
            {addLabel}
          </button>
        )}
      </div>
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <div className={styles.layout}>
        <div>
          {rows.length === 0 ? (
            <p className={styles.muted}>{emptyText}</p>
          ) : (
            <ul className={styles.list} aria-label={listLabel}>
              {rows.map((row) => (
                <li key={row.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{rowTitle(row)}</strong>
                    <span className={cx(styles.badge, row.active && styles.published)}>{row.active ? t`Đang hiện` : t`Đã ẩn`}</span>
                  </div>
                  {rowBody(row)}
                  <RowActions
                    name={rowName(row)}
                    active={row.active}
                    busy={busy === row.id}
                    onEdit={() => setEditing({ id: row.id, initial: initialOf(row) })}
                    onToggle={() => {
                      const request = toggle(row);
                      void act(row.id, request.send, request.done);
                    }}
                    onDelete={() => void removeRow(row)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing && (
          <section className={styles.panel} aria-labelledby={form.titleId}>
            <h2 id={form.titleId} className={styles.sectionTitle}>
              {editing.id === null ? form.newTitle : form.editTitle}
            </h2>
            <Fragment key={editing.id ?? 'new'}>
              {form.render({
                id: editing.id,
                initial: editing.initial,
                onCancel: () => setEditing(null),
                onSaved: async () => {
                  await router.invalidate();
                  setEditing(null);
                  setStatus(form.saved);
                },
              })}
            </Fragment>
          </section>
        )}
      </div>
      {children}
      <PageAreaChanges id={changes.id} changes={changes.list} name={changes.name} />
    </div>
  );
}
