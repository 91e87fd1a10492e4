import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { backLinkFieldErrors, type BackLinkWrite } from '#shared/content/popup-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { saveAdminBackLink } from './admin-popups-api.ts';
import { useContentForm } from './content-form-fields.ts';
import { orderOf } from './content-form-values.ts';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['name', 'url', 'sort'] as const;

type Fields = Omit<BackLinkWrite, 'sort'> & { sort: string };

function writeOf(fields: Fields): BackLinkWrite {
  return { ...fields, sort: orderOf(fields.sort) };
}

/** Adds or changes a back link in the footer (spec §3 back_links: name, url) and its place among them. */
export function BackLinkForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: BackLinkWrite; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, sort: String(initial.sort) }));
  const { formRef, alertRef, pending, error, submit, fieldError } = useContentForm(FIELD_ORDER);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Liên kết mới` : t`Sửa liên kết`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(backLinkFieldErrors(writeOf(fields))),
          send: async () => {
            await saveAdminBackLink(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <div className={styles.row}>
        <TextField name="name" label={t`Chữ hiển thị`} value={fields.name} onChange={set('name')} error={fieldError('name')} autoComplete="off" />
        <TextField name="url" label={t`Dẫn đến`} value={fields.url} spellCheck={false} onChange={set('url')} error={fieldError('url')} />
        <TextField name="sort" label={t`Thứ tự`} inputMode="numeric" hint={t`Số nhỏ đứng trước (0–9999).`} value={fields.sort} onChange={set('sort')} error={fieldError('sort')} />
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu liên kết</Trans>
      </SaveOrCancel>
    </form>
  );
}
