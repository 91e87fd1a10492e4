import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminAdListResponse } from '#shared/content/ad-admin-schemas.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { deleteAdminAd, saveAdminAd } from './admin-ads-api.ts';
import { AD_POSITION_NAMES, AdForm, type AdInitial } from './ad-form.tsx';
import { PageAreaScreen } from './page-area-screen.tsx';
import styles from './admin-content.module.css';

type Row = AdminAdListResponse['data'][number];

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
  const names = new Map(list.data.map((row) => [String(row.id), row.name]));
  return (
    <PageAreaScreen
      title={t`Quảng cáo`}
      section="ads"
      intro={<Trans>Banner dọc chỉ hiện trên màn hình từ 1450 px; các khối nằm cuối trang.</Trans>}
      addLabel={<Trans>Thêm quảng cáo</Trans>}
      newInitial={NEW_AD}
      emptyText={<Trans>Chưa có quảng cáo nào.</Trans>}
      listLabel={t`Danh sách quảng cáo`}
      rows={list.data}
      rowName={(row) => row.name}
      rowTitle={(row) => row.name}
      rowBody={(row) => (
        <>
          <img src={uploadImageUrl(row.value, 'medium')!} alt="" className={styles.adPicture} loading="lazy" />
          <p className={styles.muted}>
            {i18n._(AD_POSITION_NAMES[row.position])} · {t`thứ tự ${row.sort}`}
          </p>
          <p className={styles.channels}>
            <Trans>Dẫn đến:</Trans> {row.url}
          </p>
        </>
      )}
      initialOf={initialOf}
      toggle={(row) => ({ send: () => saveAdminAd(row.id, toggled(row)), done: row.active ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.` })}
      remove={(row) => ({
        confirm: { title: t`Xóa quảng cáo`, message: t`Xóa quảng cáo “${row.name}”? Không thể hoàn tác.`, confirmLabel: t`Xóa` },
        send: () => deleteAdminAd(row.id),
        done: t`Đã xóa quảng cáo.`,
      })}
      form={{
        titleId: 'ad-form-title',
        newTitle: <Trans>Quảng cáo mới</Trans>,
        editTitle: <Trans>Sửa quảng cáo</Trans>,
        saved: t`Đã lưu quảng cáo.`,
        render: (props) => <AdForm {...props} />,
      }}
      changes={{ id: 'ad-changes', list: list.changes, name: (subjectId) => `#${subjectId}${names.has(subjectId) ? ` “${names.get(subjectId)!}”` : ''}` }}
    />
  );
}
