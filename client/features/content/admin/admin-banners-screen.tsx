import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBannerListResponse, BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { formatNewsDate } from '../news/news-date.ts';
import { deleteAdminBanner, saveAdminBanner } from './admin-banners-api.ts';
import { BannerForm, NEW_BANNER, PAGE_TYPE_NAMES } from './banner-form.tsx';
import { PageAreaScreen } from './page-area-screen.tsx';
import styles from './admin-content.module.css';

type Row = AdminBannerListResponse['data'][number];

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
  const names = new Map(list.data.map((row) => [String(row.id), row.content]));
  return (
    <PageAreaScreen
      title={t`Thông báo trên trang`}
      section="banners"
      intro={<Trans>Mỗi loại trang hiện thông báo mới nhất đang bật, mỗi phiên một lần.</Trans>}
      addLabel={<Trans>Thêm thông báo</Trans>}
      newInitial={NEW_BANNER}
      emptyText={<Trans>Chưa có thông báo nào.</Trans>}
      listLabel={t`Thông báo trên trang`}
      rows={list.data}
      rowName={(row) => row.content}
      rowTitle={(row) => i18n._(PAGE_TYPE_NAMES[row.page_type])}
      rowBody={(row) => (
        <>
          <p className={styles.preview} style={{ background: row.bg_color, color: row.text_color }} lang="vi">
            <span className={styles.previewIcon} aria-hidden="true">
              {row.icon === 'exclamation' ? '!' : 'i'}
            </span>
            <span>{row.content}</span>
          </p>
          <p className={styles.muted}>
            <Trans>Sửa lần cuối {formatNewsDate(row.updated_at, locale)}</Trans>
          </p>
        </>
      )}
      initialOf={writeOf}
      toggle={(row) => ({ send: () => saveAdminBanner(row.id, { ...writeOf(row), active: !row.active }), done: row.active ? t`Đã ẩn thông báo.` : t`Đã hiện thông báo.` })}
      remove={(row) => ({
        confirm: { title: t`Xóa thông báo`, message: t`Xóa thông báo này? Không thể hoàn tác.`, confirmLabel: t`Xóa` },
        send: () => deleteAdminBanner(row.id),
        done: t`Đã xóa thông báo.`,
      })}
      form={{
        titleId: 'banner-form-title',
        newTitle: <Trans>Thông báo mới</Trans>,
        editTitle: <Trans>Sửa thông báo</Trans>,
        saved: t`Đã lưu thông báo.`,
        render: (props) => <BannerForm {...props} />,
      }}
      changes={{ id: 'banner-changes', list: list.changes, name: (subjectId) => `#${subjectId}${names.has(subjectId) ? ` “${names.get(subjectId)!.slice(0, 40)}”` : ''}` }}
    />
  );
}
