import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminFooterPagesResponse, FooterGroupWrite, FooterPageWrite } from '#shared/content/page-admin-schemas.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { footerPageHref } from '../footer-links.ts';
import { deleteAdminFooterGroup, deleteAdminPage, saveAdminPage } from './admin-pages-api.ts';
import { FooterGroupForm } from './footer-group-form.tsx';
import { FooterPageForm } from './footer-page-form.tsx';
import { PageAreaChanges } from './page-area-changes.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Group = AdminFooterPagesResponse['groups'][number];
type Row = AdminFooterPagesResponse['data'][number];
type Editing = { kind: 'page'; id: number | null; initial: FooterPageWrite } | { kind: 'group'; id: number | null; initial: FooterGroupWrite } | null;

function pageWriteOf({ id: _id, ...write }: Row): FooterPageWrite {
  return write;
}

function groupWriteOf({ id: _id, ...write }: Group): FooterGroupWrite {
  return write;
}

/**
 * /admin/pages: the company, information and policy pages (spec §2 /cong-ty/{slug},
 * /information/{slug}, /pages/{slug}) under their footer groups, in footer order; staff add or
 * change a page (its words, content, address or custom url), withdraw or show it, delete it; add,
 * rename or move a group, and delete one that is empty. The latest changes of both are listed.
 */
export function AdminPagesScreen({ list }: { list: AdminFooterPagesResponse }) {
  const { t } = useLingui();
  const router = useRouter();
  usePageMeta({ title: t`Trang thông tin` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();

  async function removePage(row: Row) {
    if (!(await confirm({ title: t`Xóa trang`, message: t`Xóa trang ${row.name}? Liên kết ở chân trang cũng mất. Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row.id, () => deleteAdminPage(row.id), t`Đã xóa trang.`);
  }

  async function removeGroup(group: Group) {
    if (!(await confirm({ title: t`Xóa nhóm`, message: t`Xóa nhóm ${group.name} khỏi chân trang?`, confirmLabel: t`Xóa` }))) return;
    await act(-group.id, () => deleteAdminFooterGroup(group.id), t`Đã xóa nhóm.`);
  }

  const saved = (message: string) => async () => {
    await router.invalidate();
    setEditing(null);
    setStatus(message);
  };
  const firstGroup = list.groups[0];
  const pageNames = new Map(list.data.map((row) => [String(row.id), row.name]));
  const groupNames = new Map(list.groups.map((group) => [String(group.id), group.name]));
  // Pages and groups are numbered apart: the change list names each by its kind.
  const changes = list.changes.map((change) => ({ ...change, subject_id: `${change.subject}:${change.subject_id}` }));
  const changeName = (key: string) => {
    const [subject, id = ''] = key.split(':');
    const name = (subject === 'footer_group' ? groupNames : pageNames).get(id);
    return `${subject === 'footer_group' ? t`nhóm` : t`trang`} #${id}${name ? ` ${name}` : ''}`;
  };

  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Trang thông tin</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="pages" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Mỗi nhóm là một cột ở chân trang; các trang của nhóm hiện theo thứ tự dưới đây.</Trans>
        </p>
        <div className={styles.rowActions}>
          {firstGroup && (
            <button
              type="button"
              className={accent.accentButton}
              onClick={() => setEditing({ kind: 'page', id: null, initial: { information_id: firstGroup.id, name: '', name_en: '', slug: '', url: '', content: '', content_en: '', position: 0, published: true } })}
            >
              <Trans>Thêm trang</Trans>
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => setEditing({ kind: 'group', id: null, initial: { name: '', name_en: '', slug: '', position: list.groups.length } })}>
            <Trans>Thêm nhóm</Trans>
          </button>
        </div>
      </div>
      {editing && (
        <section className={styles.panel} aria-labelledby="page-form-title">
          <h2 id="page-form-title" className={styles.sectionTitle}>
            {editing.kind === 'page' ? editing.id === null ? <Trans>Trang mới</Trans> : <Trans>Sửa trang</Trans> : editing.id === null ? <Trans>Nhóm mới</Trans> : <Trans>Sửa nhóm</Trans>}
          </h2>
          {editing.kind === 'page' ? (
            <FooterPageForm key={`page-${editing.id ?? 'new'}`} id={editing.id} initial={editing.initial} groups={list.groups} onCancel={() => setEditing(null)} onSaved={saved(t`Đã lưu trang.`)} />
          ) : (
            <FooterGroupForm key={`group-${editing.id ?? 'new'}`} id={editing.id} initial={editing.initial} onCancel={() => setEditing(null)} onSaved={saved(t`Đã lưu nhóm.`)} />
          )}
        </section>
      )}
      {rowError && <FormAlert>{rowError}</FormAlert>}
      {list.groups.length === 0 && (
        <p className={styles.muted}>
          <Trans>Chưa có nhóm nào ở chân trang.</Trans>
        </p>
      )}
      {list.groups.map((group) => {
        const pages = list.data.filter((row) => row.information_id === group.id);
        return (
          <section key={group.id} className={styles.list} aria-labelledby={`footer-group-${group.id}`}>
            <div className={styles.itemHead}>
              <h2 id={`footer-group-${group.id}`} className={styles.sectionTitle}>
                {group.name}
                {group.name_en && group.name_en !== group.name && <span className={styles.muted}> · {group.name_en}</span>}
              </h2>
              <div className={styles.rowActions}>
                <button type="button" className={styles.small} aria-label={t`Sửa nhóm: ${group.name}`} onClick={() => setEditing({ kind: 'group', id: group.id, initial: groupWriteOf(group) })}>
                  <Trans>Sửa nhóm</Trans>
                </button>
                {pages.length === 0 && (
                  <button type="button" className={styles.smallDanger} disabled={busy === -group.id} aria-label={t`Xóa nhóm: ${group.name}`} onClick={() => void removeGroup(group)}>
                    <Trans>Xóa nhóm</Trans>
                  </button>
                )}
              </div>
            </div>
            <p className={styles.muted}>
              /information/{group.slug} · {t`Thứ tự cột ${group.position}`}
            </p>
            {pages.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Nhóm chưa có trang nào.</Trans>
              </p>
            ) : (
              <ol className={styles.list} aria-label={t`Các trang của nhóm ${group.name}`}>
                {pages.map((row) => (
                  <li key={row.id} className={styles.item}>
                    <div className={styles.itemHead}>
                      <strong>{row.name}</strong>
                      <span className={cx(styles.badge, row.published && styles.published)}>{row.published ? t`Đang hiện` : t`Đã ẩn`}</span>
                    </div>
                    <p className={styles.muted}>
                      {footerPageHref(row)}
                      {row.url && ` (${t`liên kết riêng`}; /cong-ty/${row.slug})`} · {t`Thứ tự ${row.position}`}
                      {!row.content.trim() && !row.url && ` · ${t`chưa có nội dung`}`}
                    </p>
                    <RowActions
                      name={row.name}
                      active={row.published}
                      busy={busy === row.id}
                      onEdit={() => setEditing({ kind: 'page', id: row.id, initial: pageWriteOf(row) })}
                      onToggle={() => void act(row.id, () => saveAdminPage(row.id, { ...pageWriteOf(row), published: !row.published }), row.published ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.`)}
                      onDelete={() => void removePage(row)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
      <PageAreaChanges id="page-changes" changes={changes} name={changeName} />
    </div>
  );
}
