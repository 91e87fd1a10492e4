import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { AdminCategoryRow } from '#shared/catalog-structure/schemas.ts';
import { cx } from '../../ui/class-names.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import { createCategory, fetchCategoryTree, reorderCategories } from './categories-api.ts';
import { CategoryEditor } from './category-editor.tsx';
import { CategoryForm } from './category-form.tsx';
import { shiftedOrder, treeOrder } from './category-tree.ts';
import { structureErrorText } from './structure-messages.ts';
import styles from './admin-categories-screen.module.css';

type TreeState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; categories: AdminCategoryRow[] };

/**
 * `/admin/categories`: the three-level category tree with product counts. Staff pick a category to
 * rename it, move it, merge it into another, or see its history; arrows change the order among
 * its siblings; a form adds a new one. The storefront follows within seconds (catalog_version).
 */
export function AdminCategoriesScreen() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Danh mục sản phẩm` });
  const [tree, setTree] = useState<TreeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [newParent, setNewParent] = useState('');
  const [orderError, setOrderError] = useState<FormError | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchCategoryTree(controller.signal).then(
      (loaded) => setTree({ status: 'ready', categories: loaded.categories }),
      (error: unknown) => {
        if (!controller.signal.aborted) setTree({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback((selectId: number | null, message: string) => {
    setSelectedId(selectId);
    setStatus(message);
    setAttempt((value) => value + 1);
  }, []);

  const categories = tree.status === 'ready' ? tree.categories : [];
  const entries = treeOrder(categories);
  const selected = categories.find((category) => category.id === selectedId) ?? null;

  async function shift(category: AdminCategoryRow, siblings: number[], direction: -1 | 1) {
    const order = shiftedOrder(siblings, category.id, direction);
    if (!order) return;
    setOrderError(null);
    try {
      await reorderCategories(category.parent_id, order);
      reload(category.id, t`Đã đổi thứ tự.`);
    } catch (caught) {
      setOrderError(formErrorOf(caught));
    }
  }

  return (
    <div className={`container ${pageStyles.page}`}>
      <StaffPageHead title={<Trans>Danh mục sản phẩm</Trans>} status={status} />
      <p className={mutedText.muted}>
        <Trans>
          Các nhóm lọc (kiểu chân, điện áp…) được quản lý ở trang <Link to="/admin/filters">bộ lọc sản phẩm</Link>.
        </Trans>
      </p>
      {tree.status === 'loading' && (
        <p className={mutedText.muted} role="status" aria-busy="true">
          <Trans>Đang tải danh mục…</Trans>
        </p>
      )}
      {tree.status === 'error' && <ErrorState error={tree.error} onRetry={() => setAttempt((value) => value + 1)} />}
      {tree.status === 'ready' && (
        <div className={styles.layout}>
          <section className={styles.treePanel} aria-labelledby="category-tree-title">
            <div className={styles.treeHead}>
              <h2 id="category-tree-title" className={styles.editorTitle}>
                <Trans>{categories.length} danh mục</Trans>
              </h2>
              <button type="button" className={styles.actionButton} aria-expanded={adding} onClick={() => setAdding((value) => !value)}>
                <Trans>Thêm danh mục</Trans>
              </button>
            </div>
            {adding && (
              <div className={styles.newForm}>
                <CategoryForm
                  initial={{ name: '', name_en: '', slug: '' }}
                  submitLabel={t`Tạo danh mục`}
                  onSave={async (body) => {
                    const created = await createCategory({ ...body, parent_id: newParent ? Number(newParent) : null });
                    setAdding(false);
                    reload(created.id, t`Đã tạo danh mục.`);
                  }}
                >
                  <SelectField name="parent_id" label={t`Danh mục cha`} value={newParent} onChange={(event) => setNewParent(event.target.value)}>
                    <option value="">{t`(Cấp 1 — không có danh mục cha)`}</option>
                    {entries
                      .filter((entry) => entry.category.level < 3)
                      .map(({ category }) => (
                        <option key={category.id} value={category.id}>
                          {`${'— '.repeat(category.level - 1)}${category.name}`}
                        </option>
                      ))}
                  </SelectField>
                </CategoryForm>
              </div>
            )}
            {orderError && <FormAlert>{structureErrorText(i18n, orderError.code, orderError.retryAfterSeconds)}</FormAlert>}
            <ul className={styles.tree} aria-label={t`Cây danh mục`}>
              {entries.map(({ category, siblings }) => {
                const index = siblings.indexOf(category.id);
                return (
                  <li key={category.id} className={cx(styles.row, styles[`level${category.level}`], category.id === selectedId && styles.selected)}>
                    <button type="button" className={styles.rowName} aria-pressed={category.id === selectedId} onClick={() => setSelectedId(category.id)}>
                      <span>{category.name}</span>
                      <span className={mutedText.muted}>{category.name_en}</span>
                    </button>
                    <span className={styles.count} title={t`Số sản phẩm`}>
                      {category.number_product}
                    </span>
                    <span className={styles.arrows}>
                      <button type="button" className={styles.arrow} disabled={index === 0} aria-label={t`Đưa "${category.name}" lên trên`} onClick={() => void shift(category, siblings, -1)}>
                        ↑
                      </button>
                      <button type="button" className={styles.arrow} disabled={index === siblings.length - 1} aria-label={t`Đưa "${category.name}" xuống dưới`} onClick={() => void shift(category, siblings, 1)}>
                        ↓
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className={styles.side}>
            {selected ? (
              <CategoryEditor key={selected.id} category={selected} categories={categories} onChanged={(id) => reload(id, t`Đã lưu thay đổi.`)} />
            ) : (
              <p className={cx(mutedText.muted, styles.hintBox)}>
                <Trans>Chọn một danh mục để đổi tên, chuyển, gộp hoặc xem lịch sử thay đổi.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
