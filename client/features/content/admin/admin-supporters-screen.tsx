import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminSupporterListResponse, SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { deleteAdminSupporter, saveAdminSupporter } from './admin-supporters-api.ts';
import { PageAreaScreen } from './page-area-screen.tsx';
import { SupporterForm } from './supporter-form.tsx';
import { SupportGroupsSection } from './support-groups-section.tsx';
import styles from './admin-content.module.css';

type Row = AdminSupporterListResponse['data'][number];

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
 * hide, or delete them, keep the groups they are listed in, and see the latest recorded changes. Shoppers see a change within a
 * minute (the widget's list is cached that long).
 */
export function AdminSupportersScreen({ list }: { list: AdminSupporterListResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const groupName = (id: number) => {
    const group = list.groups.find((one) => one.id === id);
    return group ? (locale === 'en' ? (group.name_en ?? group.name) : group.name) : `#${id}`;
  };
  const names = new Map(list.data.map((row) => [String(row.id), row.name]));
  const firstGroup = list.groups[0];
  return (
    <PageAreaScreen
      title={t`Người hỗ trợ`}
      section="supporters"
      intro={<Trans>Khách chọn một kênh trong khung hỗ trợ và thấy những người có kênh đó.</Trans>}
      addLabel={<Trans>Thêm người hỗ trợ</Trans>}
      newInitial={firstGroup ? { group_id: firstGroup.id, name: '', yahoo: null, skype: null, msn: null, email: null, mobile: null, active: true, sort: 0 } : null}
      emptyText={<Trans>Chưa có người hỗ trợ nào.</Trans>}
      listLabel={t`Người hỗ trợ`}
      rows={list.data}
      rowName={(row) => row.name}
      rowTitle={(row) => row.name}
      rowBody={(row) => (
        <>
          <p className={styles.muted}>{groupName(row.group_id)}</p>
          <p className={styles.channels}>{channelsOf(row)}</p>
        </>
      )}
      initialOf={writeOf}
      toggle={(row) => ({ send: () => saveAdminSupporter(row.id, { ...writeOf(row), active: !row.active }), done: row.active ? t`Đã ẩn ${row.name}.` : t`Đã hiện ${row.name}.` })}
      remove={(row) => ({
        confirm: { title: t`Xóa người hỗ trợ`, message: t`Xóa ${row.name} khỏi khung hỗ trợ? Không thể hoàn tác.`, confirmLabel: t`Xóa` },
        send: () => deleteAdminSupporter(row.id),
        done: t`Đã xóa người hỗ trợ.`,
      })}
      form={{
        titleId: 'supporter-form-title',
        newTitle: <Trans>Người hỗ trợ mới</Trans>,
        editTitle: <Trans>Sửa người hỗ trợ</Trans>,
        saved: t`Đã lưu người hỗ trợ.`,
        render: (props) => <SupporterForm {...props} groups={list.groups} />,
      }}
      changes={{ id: 'supporter-changes', list: list.changes, name: (subjectId) => `#${subjectId}${names.has(subjectId) ? ` ${names.get(subjectId)!}` : ''}` }}
    >
      <SupportGroupsSection list={list} />
    </PageAreaScreen>
  );
}
