import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminPopupListResponse, BackLinkWrite } from '#shared/content/popup-admin-schemas.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { deleteAdminBackLink, deleteAdminPopup, saveAdminPopup } from './admin-popups-api.ts';
import { BackLinkForm } from './back-link-form.tsx';
import { PageAreaChanges } from './page-area-changes.tsx';
import { PopupForm, popupFieldsOf, popupFormData } from './popup-form.tsx';
import { RowActions } from './row-actions.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Popup = AdminPopupListResponse['data'][number];
type Link = AdminPopupListResponse['back_links'][number];
type Editing = { kind: 'popup'; row: Popup | null } | { kind: 'link'; id: number | null; initial: BackLinkWrite } | null;

/**
 * /admin/popups: the promo popup (spec §1, shown once to each shopper: the newest one that is on
 * and within its dates) and the footer back links (spec §3 back_links). Staff add or change a
 * popup, turn it on or off, delete it; add, change or delete a link; the latest changes are listed.
 */
export function AdminPopupsScreen({ list }: { list: AdminPopupListResponse }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  usePageMeta({ title: t`Popup và liên kết` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();
  const when = (iso: string | null) => (iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }) : '…');

  async function removePopup(row: Popup) {
    if (!(await confirm({ title: t`Xóa popup`, message: t`Xóa popup ${row.title}? Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row.id, () => deleteAdminPopup(row.id), t`Đã xóa popup.`);
  }

  async function removeLink(link: Link) {
    if (!(await confirm({ title: t`Xóa liên kết`, message: t`Xóa liên kết ${link.name} khỏi chân trang?`, confirmLabel: t`Xóa` }))) return;
    await act(-link.id, () => deleteAdminBackLink(link.id), t`Đã xóa liên kết.`);
  }

  const saved = (message: string) => async () => {
    await router.invalidate();
    setEditing(null);
    setStatus(message);
  };
  const popupNames = new Map(list.data.map((row) => [String(row.id), row.title]));
  const linkNames = new Map(list.back_links.map((link) => [String(link.id), link.name]));
  const changes = list.changes.map((change) => ({ ...change, subject_id: `${change.subject}:${change.subject_id}` }));
  const changeName = (key: string) => {
    const [subject, id = ''] = key.split(':');
    const name = (subject === 'back_link' ? linkNames : popupNames).get(id);
    return `${subject === 'back_link' ? t`liên kết` : t`popup`} #${id}${name ? ` ${name}` : ''}`;
  };
  const form = editing && (
    <section className={styles.panel} aria-labelledby="popup-form-title">
      <h2 id="popup-form-title" className={styles.sectionTitle}>
        {editing.kind === 'popup' ? editing.row === null ? <Trans>Popup mới</Trans> : <Trans>Sửa popup</Trans> : editing.id === null ? <Trans>Liên kết mới</Trans> : <Trans>Sửa liên kết</Trans>}
      </h2>
      {editing.kind === 'popup' ? (
        <PopupForm key={`popup-${editing.row?.id ?? 'new'}`} row={editing.row} onCancel={() => setEditing(null)} onSaved={saved(t`Đã lưu popup.`)} />
      ) : (
        <BackLinkForm key={`link-${editing.id ?? 'new'}`} id={editing.id} initial={editing.initial} onCancel={() => setEditing(null)} onSaved={saved(t`Đã lưu liên kết.`)} />
      )}
    </section>
  );

  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Popup và liên kết</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="popups" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Khách thấy popup mới nhất đang bật và trong thời gian chạy, mỗi người một lần.</Trans>
        </p>
        <div className={styles.rowActions}>
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ kind: 'popup', row: null })}>
            <Trans>Thêm popup</Trans>
          </button>
          <button type="button" className={styles.secondary} onClick={() => setEditing({ kind: 'link', id: null, initial: { name: '', url: '', sort: list.back_links.length } })}>
            <Trans>Thêm liên kết</Trans>
          </button>
        </div>
      </div>
      {form}
      {rowError && <FormAlert>{rowError}</FormAlert>}
      <section aria-labelledby="popups-title" className={styles.list}>
        <h2 id="popups-title" className={styles.sectionTitle}>
          <Trans>Popup khuyến mãi</Trans>
        </h2>
        {list.data.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có popup nào.</Trans>
          </p>
        ) : (
          <ul className={styles.list} aria-label={t`Danh sách popup`}>
            {list.data.map((row) => (
              <li key={row.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{row.title}</strong>
                  <span className={cx(styles.badge, row.active && styles.published)}>{row.active ? t`Đang bật` : t`Đã tắt`}</span>
                </div>
                {row.image_id !== null && <img src={uploadImageUrl(row.image_id, 'medium')!} alt="" className={styles.adPicture} loading="lazy" />}
                <p>{row.content}</p>
                <p className={styles.muted}>
                  {row.starts_at || row.ends_at ? t`Chạy ${when(row.starts_at)} – ${when(row.ends_at)}` : t`Không giới hạn thời gian`}
                  {row.url && ` · ${t`Dẫn đến: ${row.url}`}`}
                </p>
                <RowActions
                  name={row.title}
                  active={row.active}
                  busy={busy === row.id}
                  onEdit={() => setEditing({ kind: 'popup', row })}
                  onToggle={() => void act(row.id, () => saveAdminPopup(row.id, popupFormData({ ...popupFieldsOf(row), active: !row.active }, null, false)), row.active ? t`Đã tắt ${row.title}.` : t`Đã bật ${row.title}.`)}
                  onDelete={() => void removePopup(row)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="back-links-title" className={styles.list}>
        <h2 id="back-links-title" className={styles.sectionTitle}>
          <Trans>Liên kết cuối trang</Trans>
        </h2>
        {list.back_links.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có liên kết nào.</Trans>
          </p>
        ) : (
          <ol className={styles.list} aria-label={t`Liên kết cuối trang`}>
            {list.back_links.map((link) => (
              <li key={link.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{link.name}</strong>
                  <span className={styles.muted}>{t`Thứ tự ${link.sort}`}</span>
                </div>
                <p className={styles.channels}>{link.url}</p>
                <div className={styles.rowActions}>
                  <button type="button" className={styles.small} aria-label={t`Sửa: ${link.name}`} onClick={() => setEditing({ kind: 'link', id: link.id, initial: { name: link.name, url: link.url, sort: link.sort } })}>
                    <Trans>Sửa</Trans>
                  </button>
                  <button type="button" className={styles.smallDanger} disabled={busy === -link.id} aria-label={t`Xóa: ${link.name}`} onClick={() => void removeLink(link)}>
                    <Trans>Xóa</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <PageAreaChanges id="popup-changes" changes={changes} name={changeName} />
    </div>
  );
}
