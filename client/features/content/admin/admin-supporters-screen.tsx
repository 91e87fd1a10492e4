import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminSupporterListResponse, SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { deleteAdminSupporter, saveAdminSupporter } from './admin-supporters-api.ts';
import { PageAreaChanges } from './page-area-changes.tsx';
import { SupporterForm } from './supporter-form.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Row = AdminSupporterListResponse['data'][number];
type Editing = { id: number | null; initial: SupporterWrite } | null;

function writeOf({ id: _id, updated_at: _updatedAt, ...write }: Row): SupporterWrite {
  return write;
}

/** The channels a supporter has, in the widget's words. */
function channelsOf(row: Row): string {
  const channels: [string, string | null][] = [
    ['Zalo', row.yahoo],
    ['Messenger', row.msn],
    ['Skype', row.skype],
    ['E-mail', row.email],
    ['☎', row.mobile],
  ];
  return channels
    .filter((channel): channel is [string, string] => channel[1] !== null)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}

/**
 * /admin/supporters: the people of the floating support widget (spec §3, §7 GET /v1/supports), by
 * group in the widget's order — shown or hidden; staff add one, change their channels, show or
 * hide, or delete them, and see the latest recorded changes. Shoppers see a change within a
 * minute (the widget's list is cached that long).
 */
export function AdminSupportersScreen({ list }: { list: AdminSupporterListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  usePageMeta({ title: t`Người hỗ trợ` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act: actOn, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();
  const groupName = (id: number) => {
    const group = list.groups.find((one) => one.id === id);
    return group ? (locale === 'en' ? (group.name_en ?? group.name) : group.name) : `#${id}`;
  };

  const act = (row: Row, action: () => Promise<unknown>, done: string) => actOn(row.id, action, done);

  async function remove(row: Row) {
    if (!(await confirm({ title: t`Xóa người hỗ trợ`, message: t`Xóa ${row.name} khỏi khung hỗ trợ? Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row, () => deleteAdminSupporter(row.id), t`Đã xóa người hỗ trợ.`);
  }

  const names = new Map(list.data.map((row) => [String(row.id), row.name]));
  const firstGroup = list.groups[0];
  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Người hỗ trợ</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="supporters" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Khách chọn một kênh trong khung hỗ trợ và thấy những người có kênh đó.</Trans>
        </p>
        {firstGroup && editing?.id !== null && (
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ id: null, initial: { group_id: firstGroup.id, name: '', yahoo: null, skype: null, msn: null, email: null, mobile: null, active: true, sort: 0 } })}>
            <Trans>Thêm người hỗ trợ</Trans>
          </button>
        )}
      </div>
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <div className={styles.layout}>
        <div>
          {list.data.length === 0 ? (
            <p className={styles.muted}>
              <Trans>Chưa có người hỗ trợ nào.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Người hỗ trợ`}>
              {list.data.map((row) => (
                <li key={row.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{row.name}</strong>
                    <span className={cx(styles.badge, row.active && styles.published)}>{row.active ? t`Đang hiện` : t`Đã ẩn`}</span>
                  </div>
                  <p className={styles.muted}>{groupName(row.group_id)}</p>
                  <p className={styles.channels}>{channelsOf(row)}</p>
                  <RowActions
                    name={row.name}
                    active={row.active}
                    busy={busy === row.id}
                    onEdit={() => setEditing({ id: row.id, initial: writeOf(row) })}
                    onToggle={() => void act(row, () => saveAdminSupporter(row.id, { ...writeOf(row), active: !row.active }), row.active ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.`)}
                    onDelete={() => void remove(row)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing && (
          <section className={styles.panel} aria-labelledby="supporter-form-title">
            <h2 id="supporter-form-title" className={styles.sectionTitle}>
              {editing.id === null ? <Trans>Người hỗ trợ mới</Trans> : <Trans>Sửa người hỗ trợ</Trans>}
            </h2>
            <SupporterForm
              key={editing.id ?? 'new'}
              id={editing.id}
              initial={editing.initial}
              groups={list.groups}
              onCancel={() => setEditing(null)}
              onSaved={async () => {
                await router.invalidate();
                setEditing(null);
                setStatus(t`Đã lưu người hỗ trợ.`);
              }}
            />
          </section>
        )}
      </div>
      <PageAreaChanges id="supporter-changes" changes={list.changes} name={(subjectId) => `#${subjectId}${names.has(subjectId) ? ` ${names.get(subjectId)!}` : ''}`} />
    </div>
  );
}
