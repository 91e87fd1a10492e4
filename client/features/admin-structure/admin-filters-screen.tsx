import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { AdminFilterGroupRow } from '#shared/catalog-structure/schemas.ts';
import { cx } from '../../ui/class-names.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import { shiftedOrder } from './category-tree.ts';
import { FilterForm } from './filter-form.tsx';
import { FilterGroupPanel } from './filter-group-panel.tsx';
import { createFilter, fetchFilterGroups, reorderFilters } from './filters-api.ts';
import { structureErrorText } from './structure-messages.ts';
import styles from './admin-categories-screen.module.css';

type GroupsState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; groups: AdminFilterGroupRow[] };

/**
 * `/admin/filters`: the filter groups shoppers filter a listing by ("Kiểu chân", "Điện áp"...) in
 * their display order. Staff pick a group to rename it and manage its values (add, rename,
 * reorder, merge a duplicate into another); arrows change the groups' order. The storefront's
 * filter lists follow within seconds (catalog_version).
 */
export function AdminFiltersScreen() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Bộ lọc sản phẩm` });
  const [state, setState] = useState<GroupsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [orderError, setOrderError] = useState<FormError | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchFilterGroups(controller.signal).then(
      (loaded) => setState({ status: 'ready', groups: loaded.groups }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback((selectId: number | null, message: string) => {
    if (selectId !== null) setSelectedId(selectId);
    setStatus(message);
    setAttempt((value) => value + 1);
  }, []);

  const groups = state.status === 'ready' ? state.groups : [];
  const selected = groups.find((group) => group.id === selectedId) ?? null;
  const order = groups.map((group) => group.id);

  async function shift(group: AdminFilterGroupRow, direction: -1 | 1) {
    const next = shiftedOrder(order, group.id, direction);
    if (!next) return;
    setOrderError(null);
    try {
      await reorderFilters(null, next);
      reload(null, t`Đã đổi thứ tự.`);
    } catch (caught) {
      setOrderError(formErrorOf(caught));
    }
  }

  return (
    <div className={`container ${pageStyles.page}`}>
      <StaffPageHead title={<Trans>Bộ lọc sản phẩm</Trans>} status={status} />
      <p className={mutedText.muted}>
        <Trans>
          Khách hàng lọc danh sách sản phẩm theo các nhóm này. Xem thêm: <Link to="/admin/categories">danh mục sản phẩm</Link>.
        </Trans>
      </p>
      {state.status === 'loading' && (
        <p className={mutedText.muted} role="status" aria-busy="true">
          <Trans>Đang tải bộ lọc…</Trans>
        </p>
      )}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />}
      {state.status === 'ready' && (
        <div className={styles.layout}>
          <section className={styles.treePanel} aria-labelledby="filter-groups-title">
            <div className={styles.treeHead}>
              <h2 id="filter-groups-title" className={styles.editorTitle}>
                <Trans>{groups.length} nhóm lọc</Trans>
              </h2>
              <button type="button" className={styles.actionButton} aria-expanded={adding} onClick={() => setAdding((value) => !value)}>
                <Trans>Thêm nhóm lọc</Trans>
              </button>
            </div>
            {adding && (
              <div className={styles.newForm}>
                <FilterForm
                  initial={{ name: '', name_en: '' }}
                  submitLabel={t`Tạo nhóm lọc`}
                  onSave={async (body) => {
                    const created = await createFilter({ ...body, group_id: null });
                    setAdding(false);
                    reload(created.id, t`Đã tạo nhóm lọc.`);
                  }}
                />
              </div>
            )}
            {orderError && <FormAlert>{structureErrorText(i18n, orderError.code, orderError.retryAfterSeconds)}</FormAlert>}
            {groups.length === 0 ? (
              <p className={mutedText.muted}>
                <Trans>Chưa có nhóm lọc nào.</Trans>
              </p>
            ) : (
              <ul className={styles.tree} aria-label={t`Các nhóm lọc`}>
                {groups.map((group, index) => (
                  <li key={group.id} className={cx(styles.row, group.id === selectedId && styles.selected)}>
                    <button type="button" className={styles.rowName} aria-pressed={group.id === selectedId} onClick={() => setSelectedId(group.id)}>
                      <span>{group.name}</span>
                      <span className={mutedText.muted}>{group.name_en}</span>
                    </button>
                    <span className={styles.count} title={t`Số giá trị`}>
                      {group.values.length}
                    </span>
                    <span className={styles.arrows}>
                      <button type="button" className={styles.arrow} disabled={index === 0} aria-label={t`Đưa "${group.name}" lên trên`} onClick={() => void shift(group, -1)}>
                        ↑
                      </button>
                      <button type="button" className={styles.arrow} disabled={index === groups.length - 1} aria-label={t`Đưa "${group.name}" xuống dưới`} onClick={() => void shift(group, 1)}>
                        ↓
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className={styles.side}>
            {selected ? (
              <FilterGroupPanel key={selected.id} group={selected} onChanged={(id, message) => reload(id, message)} />
            ) : (
              <p className={cx(mutedText.muted, styles.hintBox)}>
                <Trans>Chọn một nhóm lọc để đổi tên, quản lý các giá trị hoặc xem lịch sử thay đổi.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
