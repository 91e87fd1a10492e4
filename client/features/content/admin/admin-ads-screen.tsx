import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminAdListResponse } from '#shared/content/ad-admin-schemas.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { deleteAdminAd, saveAdminAd } from './admin-ads-api.ts';
import { AD_POSITION_NAMES, AdForm, type AdInitial } from './ad-form.tsx';
import { PageAreaChanges } from './page-area-changes.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Row = AdminAdListResponse['data'][number];
type Editing = { id: number | null; initial: AdInitial } | null;

const NEW_AD: AdInitial = { fields: { position: 'left', url: '', name: '', name_en: '', sort: '0', active: '1' }, imageId: null };

function initialOf(row: Row): AdInitial {
  return { fields: { position: row.position, url: row.url, name: row.name, name_en: row.name_en ?? '', sort: String(row.sort), active: row.active ? '1' : '0' }, imageId: row.value };
}

/** The form data of an ad as it is, with only `active` changed (show or hide from the list). */
function toggled(row: Row): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(initialOf(row).fields)) form.append(name, name === 'active' ? (row.active ? '0' : '1') : value);
  return form;
}

/**
 * /admin/ads: the ads of the storefront (spec §3 Ad, §9): the side banners and the blocks at the
 * end of the footer, shown or hidden, by position and order; staff add one with its picture,
 * change, show or hide, or delete one, and see the latest recorded changes.
 */
export function AdminAdsScreen({ list }: { list: AdminAdListResponse }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  usePageMeta({ title: t`Quảng cáo` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act: actOn, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();

  const act = (row: Row, action: () => Promise<unknown>, done: string) => actOn(row.id, action, done);

  async function remove(row: Row) {
    if (!(await confirm({ title: t`Xóa quảng cáo`, message: t`Xóa quảng cáo “${row.name}”? Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row, () => deleteAdminAd(row.id), t`Đã xóa quảng cáo.`);
  }

  const names = new Map(list.data.map((row) => [String(row.id), row.name]));
  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Quảng cáo</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="ads" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Banner dọc chỉ hiện trên màn hình từ 1450 px; các khối nằm cuối trang.</Trans>
        </p>
        {editing?.id !== null && (
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ id: null, initial: NEW_AD })}>
            <Trans>Thêm quảng cáo</Trans>
          </button>
        )}
      </div>
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <div className={styles.layout}>
        <div>
          {list.data.length === 0 ? (
            <p className={styles.muted}>
              <Trans>Chưa có quảng cáo nào.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Danh sách quảng cáo`}>
              {list.data.map((row) => (
                <li key={row.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{row.name}</strong>
                    <span className={cx(styles.badge, row.active && styles.published)}>{row.active ? t`Đang hiện` : t`Đã ẩn`}</span>
                  </div>
                  <img src={uploadImageUrl(row.value, 'medium')!} alt="" className={styles.adPicture} loading="lazy" />
                  <p className={styles.muted}>
                    {i18n._(AD_POSITION_NAMES[row.position])} · {t`thứ tự ${row.sort}`}
                  </p>
                  <p className={styles.channels}>
                    <Trans>Dẫn đến:</Trans> {row.url}
                  </p>
                  <RowActions
                    name={row.name}
                    active={row.active}
                    busy={busy === row.id}
                    onEdit={() => setEditing({ id: row.id, initial: initialOf(row) })}
                    onToggle={() => void act(row, () => saveAdminAd(row.id, toggled(row)), row.active ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.`)}
                    onDelete={() => void remove(row)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing && (
          <section className={styles.panel} aria-labelledby="ad-form-title">
            <h2 id="ad-form-title" className={styles.sectionTitle}>
              {editing.id === null ? <Trans>Quảng cáo mới</Trans> : <Trans>Sửa quảng cáo</Trans>}
            </h2>
            <AdForm
              key={editing.id ?? 'new'}
              id={editing.id}
              initial={editing.initial}
              onCancel={() => setEditing(null)}
              onSaved={async () => {
                await router.invalidate();
                setEditing(null);
                setStatus(t`Đã lưu quảng cáo.`);
              }}
            />
          </section>
        )}
      </div>
      <PageAreaChanges id="ad-changes" changes={list.changes} name={(subjectId) => `#${subjectId}${names.has(subjectId) ? ` “${names.get(subjectId)!}”` : ''}`} />
    </div>
  );
}
