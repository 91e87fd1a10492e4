import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { categoryFieldErrors } from '#shared/catalog-structure/category-rules.ts';
import type { CategoryBody } from '#shared/catalog-structure/schemas.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import formStyles from '../../ui/form/form.module.css';
import { structureErrorText, structureFieldText } from './structure-messages.ts';

const FIELDS = ['name', 'name_en', 'slug'] as const;

interface CategoryFormProps {
  initial: { name: string; name_en: string; slug: string };
  submitLabel: string;
  /** Sends the checked fields; resolves when saved (a throw shows beside the fields). */
  onSave: (body: Omit<CategoryBody, 'parent_id'>) => Promise<void>;
  /** Extra fields (the parent of a new category). */
  children?: ReactNode;
}

/** The category's names (vi, en) and slug, checked with the server's rule before sending. */
export function CategoryForm({ initial, submitLabel, onSave, children }: CategoryFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELDS, formErrorOf);
  const fieldError = (name: (typeof FIELDS)[number]) => (error?.fields[name] ? structureFieldText(i18n, error.fields[name]) : undefined);
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) =>
        void submit(event, {
          check: () => localFormError(categoryFieldErrors(values)),
          send: () => onSave({ name: values.name.trim(), name_en: values.name_en.trim(), slug: values.slug.trim() }),
        })
      }
    >
      {error && <FormAlert ref={alertRef}>{structureErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      {children}
      <TextField name="name" label={t`Tên (tiếng Việt)`} value={values.name} error={fieldError('name')} onChange={(event) => setValues({ ...values, name: event.target.value })} maxLength={200} required />
      <TextField name="name_en" label={t`Tên (tiếng Anh)`} value={values.name_en} error={fieldError('name_en')} onChange={(event) => setValues({ ...values, name_en: event.target.value })} maxLength={200} required />
      <TextField
        name="slug"
        label={t`Đường dẫn (slug)`}
        hint={t`Chữ thường không dấu, số và dấu gạch ngang, ví dụ: dien-tro-dan`}
        value={values.slug}
        error={fieldError('slug')}
        onChange={(event) => setValues({ ...values, slug: event.target.value })}
        maxLength={200}
        required
        spellCheck={false}
        autoCapitalize="off"
      />
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
