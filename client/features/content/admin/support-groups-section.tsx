import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminSupporterListResponse, SupportGroupWrite } from '#shared/content/supporter-admin-schemas.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { deleteAdminSupportGroup } from './admin-support-groups-api.ts';
import { SupportGroupForm } from './support-group-form.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Group = AdminSupporterListResponse['groups'][number];

/** The server's refusal to delete a group that still has supporters (they would go with it). */
const NOT_EMPTY = msg`Nhóm này vẫn còn người hỗ trợ: chuyển họ sang nhóm khác hoặc xóa họ trước khi xóa nhóm.`;

/**
 * The groups of the support widget on /admin/supporters (spec §3 Support group): each with its
 * names, its place and how many supporters it has; staff add one, rename or move it, and delete
 * it once it is empty. The widget lists the groups in this order (the lowest number first).
 */
export function SupportGroupsSection({ list }: { list: AdminSupporterListResponse }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [editing, setEditing] = useState<{ id: number | null; initial: SupportGroupWrite } | null>(null);
  const [status, setStatus] = useState('');
  const { act, busy, rowError } = useRowAction(setStatus, (code) => (code === 'support_group_not_empty' ? i18n._(NOT_EMPTY) : null));
  const [confirm, confirmDialog] = useConfirmDialog();
  const counts = new Map<number, number>();
  for (const supporter of list.data) counts.set(supporter.group_id, (counts.get(supporter.group_id) ?? 0) + 1);
  const nextSort = Math.min(9999, Math.max(-1, ...list.groups.map((group) => group.sort)) + 1);

  async function remove(group: Group) {
    if (!(await confirm({ title: t`Xóa nhóm hỗ trợ`, message: t`Xóa nhóm ${group.name} khỏi khung hỗ trợ?`, confirmLabel: t`Xóa` }))) return;
    await act(group.id, () => deleteAdminSupportGroup(group.id), t`Đã xóa nhóm ${group.name}.`);
  }

  return (
    <section aria-labelledby="support-groups-title" className={styles.list}>
      {confirmDialog}
      <h2 id="support-groups-title" className={styles.sectionTitle}>
        <Trans>Nhóm hỗ trợ</Trans>
      </h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Khung hỗ trợ xếp người hỗ trợ theo nhóm, nhóm có số thứ tự nhỏ đứng trước.</Trans>
        </p>
        {editing?.id !== null && (
          <button type="button" className={styles.secondary} onClick={() => setEditing({ id: null, initial: { name: '', name_en: '', sort: nextSort } })}>
            <Trans>Thêm nhóm</Trans>
          </button>
        )}
      </div>
      {editing && (
        <section className={styles.panel} aria-labelledby="support-group-form-title">
          <h3 id="support-group-form-title" className={styles.sectionTitle}>
            {editing.id === null ? <Trans>Nhóm mới</Trans> : <Trans>Sửa nhóm</Trans>}
          </h3>
          <SupportGroupForm
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.initial}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              await router.invalidate();
              setEditing(null);
              setStatus(t`Đã lưu nhóm hỗ trợ.`);
            }}
          />
        </section>
      )}
      {rowError && <FormAlert>{rowError}</FormAlert>}
      {list.groups.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có nhóm nào: thêm một nhóm trước khi thêm người hỗ trợ.</Trans>
        </p>
      ) : (
        <ol className={styles.list} aria-label={t`Nhóm hỗ trợ`}>
          {list.groups.map((group) => {
            const count = counts.get(group.id) ?? 0;
            return (
              <li key={group.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{group.name}</strong>
                  <span className={styles.muted}>{t`Thứ tự ${group.sort}`}</span>
                </div>
                <p className={styles.muted}>{group.name_en ? <Trans>Tiếng Anh: {group.name_en}</Trans> : <Trans>Chưa có tên tiếng Anh</Trans>}</p>
                <p>{count === 0 ? <Trans>Chưa có người hỗ trợ</Trans> : <Plural value={count} other="# người hỗ trợ" />}</p>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={t`Sửa nhóm: ${group.name}`}
                    onClick={() => setEditing({ id: group.id, initial: { name: group.name, name_en: group.name_en ?? '', sort: group.sort } })}
                  >
                    <Trans>Sửa</Trans>
                  </button>
                  <button type="button" className={styles.smallDanger} disabled={busy === group.id} aria-label={t`Xóa nhóm: ${group.name}`} onClick={() => void remove(group)}>
                    <Trans>Xóa</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
