import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { filterFieldErrors } from '#shared/catalog-structure/filter-rules.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import formStyles from '../../ui/form/form.module.css';
import { structureErrorText, structureFieldText } from './structure-messages.ts';

const FIELDS = ['name', 'name_en'] as const;

interface FilterFormProps {
  initial: { name: string; name_en: string };
  submitLabel: string;
  /** Sends the checked names; resolves when saved (a throw shows beside the fields). */
  onSave: (body: { name: string; name_en: string }) => Promise<void>;
}

/** A filter group's or value's names (vi, en), checked with the server's rule before sending. */
export function FilterForm({ initial, submitLabel, onSave }: FilterFormProps) {
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
          check: () => localFormError(filterFieldErrors(values)),
          send: () => onSave({ name: values.name.trim(), name_en: values.name_en.trim() }),
        })
      }
    >
      {error && <FormAlert ref={alertRef}>{structureErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <TextField name="name" label={t`Tên (tiếng Việt)`} value={values.name} error={fieldError('name')} onChange={(event) => setValues({ ...values, name: event.target.value })} maxLength={200} required />
      <TextField name="name_en" label={t`Tên (tiếng Anh)`} value={values.name_en} error={fieldError('name_en')} onChange={(event) => setValues({ ...values, name_en: event.target.value })} maxLength={200} required />
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
