import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import formStyles from '../../ui/form/form.module.css';
import { structureErrorText, structureFieldText } from './structure-messages.ts';

type Names = { name: string; name_en: string };

/** What `moreFields` gets to draw the fields after the names (a category's slug). */
export interface MoreFields<T> {
  values: T;
  change: (patch: Partial<T>) => void;
  fieldError: (name: keyof T & string) => string | undefined;
}

interface NamesFormProps<T extends Names> {
  initial: T;
  submitLabel: string;
  /** The shared rule the server runs on these fields (message keys by field). */
  check: (values: T) => Readonly<Record<string, string | undefined>>;
  /** Sends the checked, trimmed fields; resolves when saved (a throw shows beside the fields). */
  onSave: (body: T) => Promise<void>;
  /** Every field in screen order, for moving focus to the first one to fix. */
  fieldOrder?: readonly string[];
  moreFields?: (fields: MoreFields<T>) => ReactNode;
  /** Fields before the names (the parent of a new category). */
  children?: ReactNode;
}

const NAME_FIELDS = ['name', 'name_en'] as const;

/** The names (vi, en) of a category, filter group or value, checked with the server's rule before sending. */
export function NamesForm<T extends Names>({ initial, submitLabel, check, onSave, fieldOrder = NAME_FIELDS, moreFields, children }: NamesFormProps<T>) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(fieldOrder, formErrorOf);
  const fieldError = (name: string) => (error?.fields[name] ? structureFieldText(i18n, error.fields[name]) : undefined);
  const change = (patch: Partial<T>) => setValues({ ...values, ...patch });
  const trimmed = () => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) =>
        void submit(event, {
          check: () => localFormError(check(values)),
          send: () => onSave(trimmed()),
        })
      }
    >
      {error && <FormAlert ref={alertRef}>{structureErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      {children}
      <TextField name="name" label={t`Tên (tiếng Việt)`} value={values.name} error={fieldError('name')} onChange={(event) => change({ name: event.target.value } as Partial<T>)} maxLength={200} required />
      <TextField name="name_en" label={t`Tên (tiếng Anh)`} value={values.name_en} error={fieldError('name_en')} onChange={(event) => change({ name_en: event.target.value } as Partial<T>)} maxLength={200} required />
      {moreFields?.({ values, change, fieldError })}
      <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
