import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminServiceListResponse, ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import accent from '../../../ui/accent-button.module.css';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { StaffPageHead } from '../../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { deleteAdminService, saveAdminService } from './admin-services-api.ts';
import { PageAreaChanges } from './page-area-changes.tsx';
import { RowActions } from './row-actions.tsx';
import { ServiceForm } from './service-form.tsx';
import { useRowAction } from './use-row-action.ts';
import styles from './admin-content.module.css';

type Row = AdminServiceListResponse['data'][number];
type Editing = { id: number | null; initial: ServiceWrite } | null;

function writeOf({ id: _id, updated_at: _updatedAt, updated_by: _updatedBy, ...write }: Row): ServiceWrite {
  return write;
}

const NEW_SERVICE: ServiceWrite = { slug: '', name: '', name_en: '', summary: '', summary_en: '', body: '', body_en: '', call_to_action: 'contact', position: 0, published: true };

/**
 * /admin/services: the shop's services (spec §2 /dich-vu) in the storefront's order, shown or
 * withdrawn; staff add one, change its words, page and call to action, withdraw or show it, or
 * delete it, and see the latest recorded changes. The form opens above the list, the whole
 * width: a page body needs the room.
 */
export function AdminServicesScreen({ list }: { list: AdminServiceListResponse }) {
  const { t } = useLingui();
  const router = useRouter();
  usePageMeta({ title: t`Dịch vụ` });
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { act, busy, rowError } = useRowAction(setStatus);
  const [confirm, confirmDialog] = useConfirmDialog();

  async function remove(row: Row) {
    if (!(await confirm({ title: t`Xóa dịch vụ`, message: t`Xóa dịch vụ ${row.name}? Trang /dich-vu/${row.slug} sẽ không còn. Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    await act(row.id, () => deleteAdminService(row.id), t`Đã xóa dịch vụ.`);
  }

  const names = new Map(list.data.map((row) => [String(row.id), row.name]));
  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <StaffPageHead title={<Trans>Dịch vụ</Trans>} status={status} />
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="services" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          <Trans>Các dịch vụ hiện ở trang Dịch vụ theo thứ tự dưới đây, mỗi dịch vụ một trang riêng.</Trans>
        </p>
        {editing?.id !== null && (
          <button type="button" className={accent.accentButton} onClick={() => setEditing({ id: null, initial: { ...NEW_SERVICE, position: list.data.length } })}>
            <Trans>Thêm dịch vụ</Trans>
          </button>
        )}
      </div>
      {editing && (
        <section className={styles.panel} aria-labelledby="service-form-title">
          <h2 id="service-form-title" className={styles.sectionTitle}>
            {editing.id === null ? <Trans>Dịch vụ mới</Trans> : <Trans>Sửa dịch vụ</Trans>}
          </h2>
          <ServiceForm
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.initial}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              await router.invalidate();
              setEditing(null);
              setStatus(t`Đã lưu dịch vụ.`);
            }}
          />
        </section>
      )}
      {rowError && <FormAlert>{rowError}</FormAlert>}
      {list.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có dịch vụ nào.</Trans>
        </p>
      ) : (
        <ol className={styles.list} aria-label={t`Danh sách dịch vụ`}>
          {list.data.map((row) => (
            <li key={row.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{row.name}</strong>
                <span className={cx(styles.badge, row.published && styles.published)}>{row.published ? t`Đang hiện` : t`Đã ẩn`}</span>
              </div>
              {row.summary && <p>{row.summary}</p>}
              <p className={styles.muted}>
                {row.published ? (
                  <Link to="/dich-vu/$slug" params={{ slug: row.slug }}>
                    /dich-vu/{row.slug}
                  </Link>
                ) : (
                  <span>/dich-vu/{row.slug}</span>
                )}{' '}
                · {row.call_to_action === 'pcb' ? t`Nút: Báo giá PCB` : t`Nút: Liên hệ tư vấn`} · {t`Thứ tự ${row.position}`}
                {row.updated_by && <> · {t`sửa lần cuối bởi ${row.updated_by}`}</>}
              </p>
              <RowActions
                name={row.name}
                active={row.published}
                busy={busy === row.id}
                onEdit={() => setEditing({ id: row.id, initial: writeOf(row) })}
                onToggle={() => void act(row.id, () => saveAdminService(row.id, { ...writeOf(row), published: !row.published }), row.published ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.`)}
                onDelete={() => void remove(row)}
              />
            </li>
          ))}
        </ol>
      )}
      <PageAreaChanges id="service-changes" changes={list.changes} name={(subjectId) => `#${subjectId}${names.has(subjectId) ? ` ${names.get(subjectId)!}` : ''}`} />
    </div>
  );
}
