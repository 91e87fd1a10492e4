import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { AdminFilterGroupRow, AdminFilterValueRow } from '#shared/catalog-structure/schemas.ts';
import { foldText } from '#shared/search/normalize.ts';
import { cx } from '../../ui/class-names.ts';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { shiftedOrder } from './category-tree.ts';
import { FilterForm } from './filter-form.tsx';
import { FilterHistory } from './filter-history.tsx';
import { createFilter, mergeFilterValue, renameFilter, reorderFilters } from './filters-api.ts';
import { structureErrorText } from './structure-messages.ts';
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
  const { t, i18n } = useLingui();
  const [valueId, setValueId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<FormError | null>(null);
  const [query, setQuery] = useState('');
  const selectedValue = group.values.find((value) => value.id === valueId) ?? null;
  const order = group.values.map((value) => value.id);
  const folded = foldText(query.trim());
  // The arrows move a value among all the group's values, also while the list is narrowed by a search.
  const shown = folded ? group.values.filter((value) => foldText(`${value.name} ${value.name_en}`).includes(folded)) : group.values;

  async function shift(value: AdminFilterValueRow, direction: -1 | 1) {
    const next = shiftedOrder(order, value.id, direction);
    if (!next) return;
    setActionError(null);
    try {
      await reorderFilters(group.id, next);
      onChanged(group.id, t`Đã đổi thứ tự.`);
    } catch (caught) {
      setActionError(formErrorOf(caught));
    }
  }

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
      <FilterForm
        key={`${group.name}-${group.name_en}`}
        initial={{ name: group.name, name_en: group.name_en }}
        submitLabel={t`Lưu tên nhóm`}
        onSave={async (body) => {
          await renameFilter(group.id, body);
          onChanged(group.id, t`Đã lưu thay đổi.`);
        }}
      />

      <div className={styles.treeHead}>
        <h3 className={styles.subTitle}>
          <Trans>Giá trị</Trans>
        </h3>
        <button
          type="button"
          className={styles.actionButton}
          aria-expanded={adding}
          onClick={() => {
            // One form at a time below the names: adding closes the selected value's editor.
            setValueId(null);
            setAdding((value) => !value);
          }}
        >
          <Trans>Thêm giá trị</Trans>
        </button>
      </div>
      {adding && (
        <div className={styles.newForm}>
          <FilterForm
            initial={{ name: '', name_en: '' }}
            submitLabel={t`Tạo giá trị`}
            onSave={async (body) => {
              await createFilter({ ...body, group_id: group.id });
              setAdding(false);
              onChanged(group.id, t`Đã tạo giá trị “${body.name}”.`);
            }}
          />
        </div>
      )}
      {selectedValue && <FilterValueEditor key={selectedValue.id} value={selectedValue} group={group} onChanged={(message) => onChanged(group.id, message)} onMerged={() => setValueId(null)} />}
      {actionError && <FormAlert>{structureErrorText(i18n, actionError.code, actionError.retryAfterSeconds)}</FormAlert>}
      {group.values.length >= SEARCHABLE_FROM && (
        <TextField type="search" name="value_query" label={t`Tìm giá trị`} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      )}
      {group.values.length === 0 ? (
        <p className={mutedText.muted}>
          <Trans>Nhóm này chưa có giá trị nào.</Trans>
        </p>
      ) : (
        <ul className={styles.tree} aria-label={t`Các giá trị của nhóm`}>
          {shown.map((value) => (
            <li key={value.id} className={cx(styles.row, value.id === valueId && styles.selected)}>
              <button
                type="button"
                className={styles.rowName}
                aria-pressed={value.id === valueId}
                onClick={() => {
                  setAdding(false);
                  setValueId(value.id === valueId ? null : value.id);
                }}
              >
                <span>{value.name}</span>
                <span className={mutedText.muted}>{value.name_en}</span>
              </button>
              <span className={styles.count} title={t`Số sản phẩm`}>
                {value.product_count}
              </span>
              <span className={styles.arrows}>
                <button type="button" className={styles.arrow} disabled={order[0] === value.id} aria-label={t`Đưa "${value.name}" lên trên`} onClick={() => void shift(value, -1)}>
                  ↑
                </button>
                <button type="button" className={styles.arrow} disabled={order.at(-1) === value.id} aria-label={t`Đưa "${value.name}" xuống dưới`} onClick={() => void shift(value, 1)}>
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi của nhóm</Trans>
      </h3>
      <FilterHistory id={group.id} revision={group} />
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
  const { t, i18n } = useLingui();
  const [mergeChoice, setMergeChoice] = useState('');
  const [mergeError, setMergeError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, dialog] = useConfirmDialog();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The editor sits above the (possibly long) list: bring it into view and move focus to it when a value is picked.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'nearest' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const targets = group.values.filter((candidate) => candidate.id !== value.id);
  const mergeInto = targets.find((candidate) => String(candidate.id) === mergeChoice);

  return (
    <div className={styles.newForm} role="group" aria-labelledby="filter-value-title">
      {dialog}
      <h3 id="filter-value-title" className={styles.subTitle} ref={headingRef} tabIndex={-1}>
        <Trans>
          Giá trị “{value.name}” · {value.product_count} sản phẩm
        </Trans>
      </h3>
      <FilterForm
        key={`${value.name}-${value.name_en}`}
        initial={{ name: value.name, name_en: value.name_en }}
        submitLabel={t`Lưu tên giá trị`}
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
      {mergeError && <FormAlert>{structureErrorText(i18n, mergeError.code, mergeError.retryAfterSeconds)}</FormAlert>}
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!mergeInto || busy) return;
          void (async () => {
            const confirmed = await confirm({
              title: t`Gộp giá trị`,
              message: t`Gộp "${value.name}" (${value.product_count} sản phẩm) vào "${mergeInto.name}"? Không thể hoàn tác.`,
              confirmLabel: t`Gộp`,
            });
            if (!confirmed) return;
            setBusy(true);
            setMergeError(null);
            try {
              await mergeFilterValue(value.id, mergeInto.id);
              onMerged();
              onChanged(t`Đã gộp giá trị.`);
            } catch (caught) {
              setMergeError(formErrorOf(caught));
            } finally {
              setBusy(false);
            }
          })();
        }}
      >
        <SelectField name="into_id" label={t`Gộp vào`} value={mergeChoice} onChange={(event) => setMergeChoice(event.target.value)}>
          <option value="">{t`— Chọn —`}</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {`${target.name} (${target.product_count})`}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={styles.dangerButton} disabled={!mergeInto} aria-disabled={busy || undefined}>
          <Trans>Gộp</Trans>
        </button>
      </form>
      <h4 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi của giá trị</Trans>
      </h4>
      <FilterHistory id={value.id} revision={value} />
    </div>
  );
}
