import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { filterFieldErrors } from '#shared/catalog-structure/filter-rules.ts';
import type { AdminFilterGroupRow, AdminFilterValueRow } from '#shared/catalog-structure/schemas.ts';
import { foldText } from '#shared/search/normalize.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { createFilter, fetchFilter, mergeFilterValue, renameFilter, reorderFilters } from './filters-api.ts';
import { ListHead } from './list-head.tsx';
import { MergeForm } from './merge-form.tsx';
import { NamesForm } from './names-form.tsx';
import { OrderedRows } from './ordered-rows.tsx';
import { StaffChangeHistory } from './staff-change-history.tsx';
import { StructureAlert } from './structure-alert.tsx';
import { useReorder } from './use-reorder.ts';
import { useStructureAction } from './use-structure-action.ts';
import styles from './admin-categories-screen.module.css';

/** Groups with this many values get a box to find one by name (the package group has hundreds). */
const SEARCHABLE_FROM = 15;

interface FilterGroupPanelProps {
  group: AdminFilterGroupRow;
  /** After a change: reload the groups, keep `groupId` selected and announce `message`. */
  onChanged: (groupId: number, message: string) => void;
}

/** The selected filter group: its names, its values (add, rename, reorder, merge) and its history. */
export function FilterGroupPanel({ group, onChanged }: FilterGroupPanelProps) {
  const { t } = useLingui();
  const [valueId, setValueId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const reorder = useReorder();
  const selectedValue = group.values.find((value) => value.id === valueId) ?? null;
  const order = group.values.map((value) => value.id);
  const folded = foldText(query.trim());
  // The arrows move a value among all the group's values, also while the list is narrowed by a search.
  const shown = folded ? group.values.filter((value) => foldText(`${value.name} ${value.name_en}`).includes(folded)) : group.values;

  return (
    <section className={styles.editor} aria-labelledby="filter-group-title">
      <h2 id="filter-group-title" className={styles.editorTitle}>
        {group.name}
      </h2>
      <p className={mutedText.muted}>
        <Trans>{group.values.length} giá trị</Trans>
      </p>

      <h3 className={styles.subTitle}>
        <Trans>Đổi tên nhóm</Trans>
      </h3>
      <NamesForm
        key={`${group.name}-${group.name_en}`}
        initial={{ name: group.name, name_en: group.name_en }}
        submitLabel={t`Lưu tên nhóm`}
        check={filterFieldErrors}
        onSave={async (body) => {
          await renameFilter(group.id, body);
          onChanged(group.id, t`Đã lưu thay đổi.`);
        }}
      />

      <ListHead
        heading={
          <h3 className={styles.subTitle}>
            <Trans>Giá trị</Trans>
          </h3>
        }
        addLabel={<Trans>Thêm giá trị</Trans>}
        adding={adding}
        onToggleAdd={() => {
          // One form at a time below the names: adding closes the selected value's editor.
          setValueId(null);
          setAdding((value) => !value);
        }}
      >
        <NamesForm
          initial={{ name: '', name_en: '' }}
          submitLabel={t`Tạo giá trị`}
          check={filterFieldErrors}
          onSave={async (body) => {
            await createFilter({ ...body, group_id: group.id });
            setAdding(false);
            onChanged(group.id, t`Đã tạo giá trị “${body.name}”.`);
          }}
        />
      </ListHead>
      {selectedValue && <FilterValueEditor key={selectedValue.id} value={selectedValue} group={group} onChanged={(message) => onChanged(group.id, message)} onMerged={() => setValueId(null)} />}
      <StructureAlert error={reorder.error} />
      {group.values.length >= SEARCHABLE_FROM && (
        <TextField type="search" name="value_query" label={t`Tìm giá trị`} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      )}
      {group.values.length === 0 ? (
        <p className={mutedText.muted}>
          <Trans>Nhóm này chưa có giá trị nào.</Trans>
        </p>
      ) : (
        <OrderedRows
          label={t`Các giá trị của nhóm`}
          countTitle={t`Số sản phẩm`}
          rows={shown.map((value) => ({ id: value.id, name: value.name, name_en: value.name_en, count: value.product_count, first: order[0] === value.id, last: order.at(-1) === value.id }))}
          selectedId={valueId}
          onSelect={(id) => {
            setAdding(false);
            setValueId(id === valueId ? null : id);
          }}
          onShift={(id, direction) =>
            void reorder.shift(order, id, direction, async (next) => {
              await reorderFilters(group.id, next);
              onChanged(group.id, t`Đã đổi thứ tự.`);
            })
          }
        />
      )}

      <h3 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi của nhóm</Trans>
      </h3>
      <StaffChangeHistory revision={group} load={(signal) => fetchFilter(group.id, signal)} />
    </section>
  );
}

interface FilterValueEditorProps {
  value: AdminFilterValueRow;
  group: AdminFilterGroupRow;
  onChanged: (message: string) => void;
  onMerged: () => void;
}

/** One value of the group: rename it, merge it into another value of the group, its history. */
function FilterValueEditor({ value, group, onChanged, onMerged }: FilterValueEditorProps) {
  const { t } = useLingui();
  const merge = useStructureAction();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The editor sits above the (possibly long) list: bring it into view and move focus to it when a value is picked.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'nearest' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.newForm} role="group" aria-labelledby="filter-value-title">
      <h3 id="filter-value-title" className={styles.subTitle} ref={headingRef} tabIndex={-1}>
        <Trans>
          Giá trị “{value.name}” · {value.product_count} sản phẩm
        </Trans>
      </h3>
      <NamesForm
        key={`${value.name}-${value.name_en}`}
        initial={{ name: value.name, name_en: value.name_en }}
        submitLabel={t`Lưu tên giá trị`}
        check={filterFieldErrors}
        onSave={async (body) => {
          await renameFilter(value.id, body);
          onChanged(t`Đã lưu thay đổi.`);
        }}
      />
      <h4 className={styles.subTitle}>
        <Trans>Gộp vào giá trị khác</Trans>
      </h4>
      <p className={mutedText.muted}>
        <Trans>Các sản phẩm mang giá trị này chuyển sang giá trị được chọn; giá trị này bị xoá.</Trans>
      </p>
      <StructureAlert error={merge.error} />
      <MergeForm
        targets={group.values.filter((candidate) => candidate.id !== value.id)}
        optionLabel={(target) => `${target.name} (${target.product_count})`}
        confirmTitle={t`Gộp giá trị`}
        confirmMessage={(into) => t`Gộp "${value.name}" (${value.product_count} sản phẩm) vào "${into.name}"? Không thể hoàn tác.`}
        busy={merge.busy}
        onMerge={(into) =>
          merge.run(async () => {
            await mergeFilterValue(value.id, into.id);
            onMerged();
            onChanged(t`Đã gộp giá trị.`);
          })
        }
      />
      <h4 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi của giá trị</Trans>
      </h4>
      <StaffChangeHistory revision={value} load={(signal) => fetchFilter(value.id, signal)} />
    </div>
  );
}
