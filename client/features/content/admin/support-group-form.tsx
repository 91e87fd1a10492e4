import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { supportGroupFieldErrors, type SupportGroupWrite } from '#shared/content/supporter-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { saveAdminSupportGroup } from './admin-support-groups-api.ts';
import { useContentForm } from './content-form-fields.ts';
import { orderOf } from './content-form-values.ts';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['name', 'name_en', 'sort'] as const;

type Fields = Omit<SupportGroupWrite, 'sort'> & { sort: string };

function writeOf(fields: Fields): SupportGroupWrite {
  return { ...fields, sort: orderOf(fields.sort) };
}

/** Adds or renames a group of the support widget (spec §3 Support group) and sets its place among the groups. */
export function SupportGroupForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: SupportGroupWrite; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, sort: String(initial.sort) }));
  const { formRef, alertRef, pending, error, submit, fieldError } = useContentForm(FIELD_ORDER);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Nhóm mới` : t`Sửa nhóm`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(supportGroupFieldErrors(writeOf(fields))),
          send: async () => {
            await saveAdminSupportGroup(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <div className={styles.row}>
        <TextField name="name" label={t`Tên (tiếng Việt)`} value={fields.name} onChange={set('name')} error={fieldError('name')} autoComplete="off" maxLength={200} />
        <TextField name="name_en" label={t`Tên (tiếng Anh)`} hint={t`Để trống: khách đọc tiếng Anh thấy tên tiếng Việt.`} value={fields.name_en} onChange={set('name_en')} error={fieldError('name_en')} autoComplete="off" maxLength={200} />
        <TextField name="sort" label={t`Thứ tự`} inputMode="numeric" hint={t`Số nhỏ đứng trước (0–9999).`} value={fields.sort} onChange={set('sort')} error={fieldError('sort')} />
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu nhóm</Trans>
      </SaveOrCancel>
    </form>
  );
}
