import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminBannerListResponse, BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { formatNewsDate } from '../news/news-date.ts';
import { deleteAdminBanner, saveAdminBanner } from './admin-banners-api.ts';
import { BannerForm, NEW_BANNER, PAGE_TYPE_NAMES } from './banner-form.tsx';
import { PageAreaChanges } from './page-area-changes.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Row = AdminBannerListResponse['data'][number];
type Editing = { id: number | null; initial: BannerWrite } | null;

function writeOf(row: Row): BannerWrite {
  return { page_type: row.page_type, content: row.content, content_en: row.content_en, bg_color: row.bg_color, text_color: row.text_color, icon: row.icon, active: row.active };
}

/**
 * /admin/banners: the notification banners of each kind of page (spec §2, §3) — every one, shown
 * or hidden; staff write a new one, change, show or hide, or delete one, and see the latest
 * recorded changes (who, when, fields before → after). A kind of page shows its newest shown banner.
 */
export function AdminBannersScreen({ list }: { list: AdminBannerListResponse }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  usePageMeta({ title: t`Thông báo trên trang` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act: actOn, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();

  const act = (row: Row, action: () => Promise<unknown>, done: string) => actOn(row.id, action, done);

  async function remove(row: Row) {
    if (!(await confirm({ title: t`Xóa thông báo`, message: t`Xóa thông báo này? Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row, () => deleteAdminBanner(row.id), t`Đã xóa thông báo.`);
  }

  const names = new Map(list.data.map((row) => [String(row.id), row.content]));
  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Thông báo trên trang</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="banners" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Mỗi loại trang hiện thông báo mới nhất đang bật, mỗi phiên một lần.</Trans>
        </p>
        {editing?.id !== null && (
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ id: null, initial: NEW_BANNER })}>
            <Trans>Thêm thông báo</Trans>
          </button>
        )}
      </div>
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <div className={styles.layout}>
        <div>
          {list.data.length === 0 ? (
            <p className={styles.muted}>
              <Trans>Chưa có thông báo nào.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Thông báo trên trang`}>
              {list.data.map((row) => (
                <li key={row.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong>{i18n._(PAGE_TYPE_NAMES[row.page_type])}</strong>
                    <span className={cx(styles.badge, row.active && styles.published)}>{row.active ? t`Đang hiện` : t`Đã ẩn`}</span>
                  </div>
                  <p className={styles.preview} style={{ background: row.bg_color, color: row.text_color }} lang="vi">
                    <span className={styles.previewIcon} aria-hidden="true">
                      {row.icon === 'exclamation' ? '!' : 'i'}
                    </span>
                    <span>{row.content}</span>
                  </p>
                  <p className={styles.muted}>
                    <Trans>Sửa lần cuối {formatNewsDate(row.updated_at, locale)}</Trans>
                  </p>
                  <RowActions
                    name={row.content}
                    active={row.active}
                    busy={busy === row.id}
                    onEdit={() => setEditing({ id: row.id, initial: writeOf(row) })}
                    onToggle={() => void act(row, () => saveAdminBanner(row.id, { ...writeOf(row), active: !row.active }), row.active ? t`Đã ẩn thông báo.` : t`Đã hiện thông báo.`)}
                    onDelete={() => void remove(row)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing && (
          <section className={styles.panel} aria-labelledby="banner-form-title">
            <h2 id="banner-form-title" className={styles.sectionTitle}>
              {editing.id === null ? <Trans>Thông báo mới</Trans> : <Trans>Sửa thông báo</Trans>}
            </h2>
            <BannerForm
              key={editing.id ?? 'new'}
              id={editing.id}
              initial={editing.initial}
              onCancel={() => setEditing(null)}
              onSaved={async () => {
                await router.invalidate();
                setEditing(null);
                setStatus(t`Đã lưu thông báo.`);
              }}
            />
          </section>
        )}
      </div>
      <PageAreaChanges id="banner-changes" changes={list.changes} name={(subjectId) => `#${subjectId}${names.has(subjectId) ? ` “${names.get(subjectId)!.slice(0, 40)}”` : ''}`} />
    </div>
  );
}
