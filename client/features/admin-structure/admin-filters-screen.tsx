import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { filterFieldErrors } from '#shared/catalog-structure/filter-rules.ts';
import { useLoaded } from '../../ui/use-loaded.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import mutedText from '../../ui/muted-text.module.css';
import { FilterGroupPanel } from './filter-group-panel.tsx';
import { createFilter, fetchFilterGroups, reorderFilters } from './filters-api.ts';
import { ListHead } from './list-head.tsx';
import { NamesForm } from './names-form.tsx';
import { OrderedRows } from './ordered-rows.tsx';
import { StructureAlert } from './structure-alert.tsx';
import { StructureScreen } from './structure-screen.tsx';
import { useReorder } from './use-reorder.ts';
import styles from './admin-categories-screen.module.css';

/**
 * `/admin/filters`: the filter groups shoppers filter a listing by ("Kiểu chân", "Điện áp"...) in
 * their display order. Staff pick a group to rename it and manage its values (add, rename,
 * reorder, merge a duplicate into another); arrows change the groups' order. The storefront's
 * filter lists follow within seconds (catalog_version).
 */
export function AdminFiltersScreen() {
  const { t } = useLingui();
  usePageMeta({ title: t`Bộ lọc sản phẩm` });
  const loaded = useLoaded('groups', fetchFilterGroups);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const reorder = useReorder();

  function reload(selectId: number | null, message: string) {
    if (selectId !== null) setSelectedId(selectId);
    setStatus(message);
    loaded.reload();
  }

  const groups = loaded.status === 'ready' ? loaded.data.groups : [];
  const selected = groups.find((group) => group.id === selectedId) ?? null;
  const order = groups.map((group) => group.id);

  return (
    <StructureScreen
      title={<Trans>Bộ lọc sản phẩm</Trans>}
      status={status}
      intro={
        <Trans>
          Khách hàng lọc danh sách sản phẩm theo các nhóm này. Xem thêm: <Link to="/admin/categories">danh mục sản phẩm</Link>.
        </Trans>
      }
      loadingText={<Trans>Đang tải bộ lọc…</Trans>}
      loaded={loaded}
      listTitleId="filter-groups-title"
      list={
        <>
          <ListHead
            heading={
              <h2 id="filter-groups-title" className={styles.editorTitle}>
                <Trans>{groups.length} nhóm lọc</Trans>
              </h2>
            }
            addLabel={<Trans>Thêm nhóm lọc</Trans>}
            adding={adding}
            onToggleAdd={() => setAdding((value) => !value)}
          >
            <NamesForm
              initial={{ name: '', name_en: '' }}
              submitLabel={t`Tạo nhóm lọc`}
              check={filterFieldErrors}
              onSave={async (body) => {
                const created = await createFilter({ ...body, group_id: null });
                setAdding(false);
                reload(created.id, t`Đã tạo nhóm lọc.`);
              }}
            />
          </ListHead>
          <StructureAlert error={reorder.error} />
          {groups.length === 0 ? (
            <p className={mutedText.muted}>
              <Trans>Chưa có nhóm lọc nào.</Trans>
            </p>
          ) : (
            <OrderedRows
              label={t`Các nhóm lọc`}
              countTitle={t`Số giá trị`}
              rows={groups.map((group, index) => ({ id: group.id, name: group.name, name_en: group.name_en, count: group.values.length, first: index === 0, last: index === groups.length - 1 }))}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onShift={(id, direction) =>
                void reorder.shift(order, id, direction, async (next) => {
                  await reorderFilters(null, next);
                  reload(null, t`Đã đổi thứ tự.`);
                })
              }
            />
          )}
        </>
      }
      editor={selected && <FilterGroupPanel key={selected.id} group={selected} onChanged={(id, message) => reload(id, message)} />}
      hint={<Trans>Chọn một nhóm lọc để đổi tên, quản lý các giá trị hoặc xem lịch sử thay đổi.</Trans>}
    />
  );
}
