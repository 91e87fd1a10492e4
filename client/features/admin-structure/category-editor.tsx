import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminCategoryRow } from '#shared/catalog-structure/schemas.ts';
import mutedText from '../../ui/muted-text.module.css';
import { fetchCategory, mergeCategory, moveCategory, renameCategory } from './categories-api.ts';
import { CategoryForm } from './category-form.tsx';
import { mergeTargets, moveTargets } from './category-tree.ts';
import { ChoiceForm } from './choice-form.tsx';
import { MergeForm } from './merge-form.tsx';
import { StaffChangeHistory } from './staff-change-history.tsx';
import { StructureAlert } from './structure-alert.tsx';
import { useStructureAction } from './use-structure-action.ts';
import styles from './admin-categories-screen.module.css';

const TOP_LEVEL = 'top';

interface CategoryEditorProps {
  category: AdminCategoryRow;
  categories: readonly AdminCategoryRow[];
  /** After a change: reload the tree and select `selectId` (the merge target after a merge). */
  onChanged: (selectId: number) => void;
}

/** Label of a category in a picker: its path depth shown by dashes, its name and product count. */
function optionLabel(category: AdminCategoryRow): string {
  return `${'— '.repeat(category.level - 1)}${category.name} (${category.number_product})`;
}

/** The selected category: rename (vi/en, slug), move under another parent, merge into another, its history. */
export function CategoryEditor({ category, categories, onChanged }: CategoryEditorProps) {
  const { t } = useLingui();
  const [parentChoice, setParentChoice] = useState('');
  const action = useStructureAction();
  const parents = moveTargets(categories, category.id);

  return (
    <section className={styles.editor} aria-labelledby="category-editor-title">
      <h2 id="category-editor-title" className={styles.editorTitle}>
        {category.name}
      </h2>
      <p className={mutedText.muted}>
        <Trans>
          Cấp {category.level} · {category.number_product} sản phẩm · /product/{category.slug}
        </Trans>
      </p>

      <h3 className={styles.subTitle}>
        <Trans>Đổi tên</Trans>
      </h3>
      <CategoryForm
        key={`${category.id}-${category.name}-${category.name_en}-${category.slug}`}
        initial={{ name: category.name, name_en: category.name_en, slug: category.slug }}
        submitLabel={t`Lưu tên`}
        onSave={async (body) => {
          await renameCategory(category.id, body);
          onChanged(category.id);
        }}
      />

      <StructureAlert error={action.error} />

      <h3 className={styles.subTitle}>
        <Trans>Chuyển sang danh mục cha khác</Trans>
      </h3>
      <ChoiceForm
        name="parent_id"
        label={t`Danh mục cha mới`}
        value={parentChoice}
        onChange={setParentChoice}
        submitLabel={<Trans>Chuyển</Trans>}
        chosen={parentChoice !== ''}
        busy={action.busy}
        onSubmit={() =>
          void action.run(async () => {
            const saved = await moveCategory(category.id, parentChoice === TOP_LEVEL ? null : Number(parentChoice));
            onChanged(saved.id);
          })
        }
      >
        {category.parent_id !== null && <option value={TOP_LEVEL}>{t`(Cấp 1 — không có danh mục cha)`}</option>}
        {parents.map((parent) => (
          <option key={parent.id} value={parent.id}>
            {optionLabel(parent)}
          </option>
        ))}
      </ChoiceForm>

      <h3 className={styles.subTitle}>
        <Trans>Gộp vào danh mục khác</Trans>
      </h3>
      <p className={mutedText.muted}>
        <Trans>Sản phẩm và danh mục con chuyển sang danh mục được chọn (danh mục con trùng tên được gộp luôn); danh mục này bị xoá.</Trans>
      </p>
      <MergeForm
        targets={mergeTargets(categories, category.id)}
        optionLabel={optionLabel}
        confirmTitle={t`Gộp danh mục`}
        confirmMessage={(into) => t`Gộp "${category.name}" (${category.number_product} sản phẩm) vào "${into.name}"? Không thể hoàn tác.`}
        busy={action.busy}
        onMerge={(into) =>
          action.run(async () => {
            const saved = await mergeCategory(category.id, into.id);
            onChanged(saved.id);
          })
        }
      />

      <h3 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi</Trans>
      </h3>
      <StaffChangeHistory revision={category} load={(signal) => fetchCategory(category.id, signal)} />
    </section>
  );
}
