import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { categoryFieldErrors } from '#shared/catalog-structure/category-rules.ts';
import type { CategoryBody } from '#shared/catalog-structure/schemas.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { NamesForm } from './names-form.tsx';

const FIELDS = ['name', 'name_en', 'slug'] as const;

type CategoryFields = Omit<CategoryBody, 'parent_id'>;

interface CategoryFormProps {
  initial: CategoryFields;
  submitLabel: string;
  /** Sends the checked fields; resolves when saved (a throw shows beside the fields). */
  onSave: (body: CategoryFields) => Promise<void>;
  /** Extra fields (the parent of a new category). */
  children?: ReactNode;
}

/** The category's names (vi, en) and slug, checked with the server's rule before sending. */
export function CategoryForm({ initial, submitLabel, onSave, children }: CategoryFormProps) {
  const { t } = useLingui();
  return (
    <NamesForm
      initial={initial}
      submitLabel={submitLabel}
      check={categoryFieldErrors}
      onSave={onSave}
      fieldOrder={FIELDS}
      moreFields={({ values, change, fieldError }) => (
        <TextField
          name="slug"
          label={t`Đường dẫn (slug)`}
          hint={t`Chữ thường không dấu, số và dấu gạch ngang, ví dụ: dien-tro-dan`}
          value={values.slug}
          error={fieldError('slug')}
          onChange={(event) => change({ slug: event.target.value })}
          maxLength={200}
          required
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
    >
      {children}
    </NamesForm>
  );
}
