import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AdminCategoryResponse, AdminCategoryRow } from '#shared/catalog-structure/schemas.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, type FormError } from '../../ui/form/form-error.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import mutedText from '../../ui/muted-text.module.css';
import { fetchCategory, mergeCategory, moveCategory, renameCategory } from './categories-api.ts';
import { CategoryForm } from './category-form.tsx';
import { mergeTargets, moveTargets } from './category-tree.ts';
import { StaffChangeList } from './staff-change-list.tsx';
import { structureErrorText } from './structure-messages.ts';
import styles from './admin-categories-screen.module.css';

const TOP_LEVEL = 'top';

type Detail = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; detail: AdminCategoryResponse };

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
  const { t, i18n } = useLingui();
  const [detail, setDetail] = useState<Detail>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [parentChoice, setParentChoice] = useState('');
  const [mergeChoice, setMergeChoice] = useState('');
  const [actionError, setActionError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, dialog] = useConfirmDialog();

  useEffect(() => {
    const controller = new AbortController();
    setDetail({ status: 'loading' });
    fetchCategory(category.id, controller.signal).then(
      (loaded) => setDetail({ status: 'ready', detail: loaded }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDetail({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [category, attempt]);

  async function run(action: () => Promise<{ id: number }>) {
    setBusy(true);
    setActionError(null);
    try {
      const saved = await action();
      onChanged(saved.id);
    } catch (caught) {
      setActionError(formErrorOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const parents = moveTargets(categories, category.id);
  const mergeable = mergeTargets(categories, category.id);
  const mergeInto = categories.find((candidate) => String(candidate.id) === mergeChoice);

  return (
    <section className={styles.editor} aria-labelledby="category-editor-title">
      {dialog}
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

      {actionError && <FormAlert>{structureErrorText(i18n, actionError.code, actionError.retryAfterSeconds)}</FormAlert>}

      <h3 className={styles.subTitle}>
        <Trans>Chuyển sang danh mục cha khác</Trans>
      </h3>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!parentChoice || busy) return;
          void run(() => moveCategory(category.id, parentChoice === TOP_LEVEL ? null : Number(parentChoice)));
        }}
      >
        <SelectField name="parent_id" label={t`Danh mục cha mới`} value={parentChoice} onChange={(event) => setParentChoice(event.target.value)}>
          <option value="">{t`— Chọn —`}</option>
          {category.parent_id !== null && <option value={TOP_LEVEL}>{t`(Cấp 1 — không có danh mục cha)`}</option>}
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {optionLabel(parent)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={styles.actionButton} disabled={!parentChoice} aria-disabled={busy || undefined}>
          <Trans>Chuyển</Trans>
        </button>
      </form>

      <h3 className={styles.subTitle}>
        <Trans>Gộp vào danh mục khác</Trans>
      </h3>
      <p className={mutedText.muted}>
        <Trans>Sản phẩm và danh mục con chuyển sang danh mục được chọn (danh mục con trùng tên được gộp luôn); danh mục này bị xoá.</Trans>
      </p>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!mergeInto || busy) return;
          void (async () => {
            const confirmed = await confirm({
              title: t`Gộp danh mục`,
              message: t`Gộp "${category.name}" (${category.number_product} sản phẩm) vào "${mergeInto.name}"? Không thể hoàn tác.`,
              confirmLabel: t`Gộp`,
            });
            if (confirmed) await run(() => mergeCategory(category.id, mergeInto.id));
          })();
        }}
      >
        <SelectField name="into_id" label={t`Gộp vào`} value={mergeChoice} onChange={(event) => setMergeChoice(event.target.value)}>
          <option value="">{t`— Chọn —`}</option>
          {mergeable.map((target) => (
            <option key={target.id} value={target.id}>
              {optionLabel(target)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={styles.dangerButton} disabled={!mergeInto} aria-disabled={busy || undefined}>
          <Trans>Gộp</Trans>
        </button>
      </form>

      <h3 className={styles.subTitle}>
        <Trans>Lịch sử thay đổi</Trans>
      </h3>
      {detail.status === 'loading' && (
        <p className={mutedText.muted} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {detail.status === 'error' && <ErrorState compact error={detail.error} onRetry={() => setAttempt((value) => value + 1)} />}
      {detail.status === 'ready' && <StaffChangeList changes={detail.detail.changes} />}
    </section>
  );
}
