import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SelectField } from '../../ui/form/select-field.tsx';
import { useLoaded } from '../../ui/use-loaded.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { createCategory, fetchCategoryTree, reorderCategories } from './categories-api.ts';
import { CategoryEditor } from './category-editor.tsx';
import { CategoryForm } from './category-form.tsx';
import { treeOrder } from './category-tree.ts';
import { ListHead } from './list-head.tsx';
import { OrderedRows } from './ordered-rows.tsx';
import { StructureAlert } from './structure-alert.tsx';
import { StructureScreen } from './structure-screen.tsx';
import { useReorder } from './use-reorder.ts';
import styles from './admin-categories-screen.module.css';

const LEVEL_CLASS = [undefined, styles.level1, styles.level2, styles.level3];

/**
 * `/admin/categories`: the three-level category tree with product counts. Staff pick a category to
 * rename it, move it, merge it into another, or see its history; arrows change the order among
 * its siblings; a form adds a new one. The storefront follows within seconds (catalog_version).
 */
export function AdminCategoriesScreen() {
  const { t } = useLingui();
  usePageMeta({ title: t`Danh mục sản phẩm` });
  const tree = useLoaded('tree', fetchCategoryTree);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [newParent, setNewParent] = useState('');
  const [status, setStatus] = useState('');
  const reorder = useReorder();

  function reload(selectId: number, message: string) {
    setSelectedId(selectId);
    setStatus(message);
    tree.reload();
  }

  const categories = tree.status === 'ready' ? tree.data.categories : [];
  const entries = treeOrder(categories);
  const selected = categories.find((category) => category.id === selectedId) ?? null;

  function shift(id: number, direction: -1 | 1) {
    const entry = entries.find((candidate) => candidate.category.id === id);
    if (!entry) return;
    void reorder.shift(entry.siblings, id, direction, async (order) => {
      await reorderCategories(entry.category.parent_id, order);
      reload(id, t`Đã đổi thứ tự.`);
    });
  }

  return (
    <StructureScreen
      title={<Trans>Danh mục sản phẩm</Trans>}
      status={status}
      intro={
        <Trans>
          Các nhóm lọc (kiểu chân, điện áp…) được quản lý ở trang <Link to="/admin/filters">bộ lọc sản phẩm</Link>.
        </Trans>
      }
      loadingText={<Trans>Đang tải danh mục…</Trans>}
      loaded={tree}
      listTitleId="category-tree-title"
      list={
        <>
          <ListHead
            heading={
              <h2 id="category-tree-title" className={styles.editorTitle}>
                <Trans>{categories.length} danh mục</Trans>
              </h2>
            }
            addLabel={<Trans>Thêm danh mục</Trans>}
            adding={adding}
            onToggleAdd={() => setAdding((value) => !value)}
          >
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
          </ListHead>
          <StructureAlert error={reorder.error} />
          <OrderedRows
            label={t`Cây danh mục`}
            countTitle={t`Số sản phẩm`}
            rows={entries.map(({ category, siblings }) => ({
              id: category.id,
              name: category.name,
              name_en: category.name_en,
              count: category.number_product,
              first: siblings[0] === category.id,
              last: siblings.at(-1) === category.id,
              className: LEVEL_CLASS[category.level],
            }))}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onShift={shift}
          />
        </>
      }
      editor={selected && <CategoryEditor key={selected.id} category={selected} categories={categories} onChanged={(id) => reload(id, t`Đã lưu thay đổi.`)} />}
      hint={<Trans>Chọn một danh mục để đổi tên, chuyển, gộp hoặc xem lịch sử thay đổi.</Trans>}
    />
  );
}
