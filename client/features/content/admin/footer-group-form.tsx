import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { footerGroupFieldErrors, type FooterGroupWrite } from '#shared/content/page-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { saveAdminFooterGroup } from './admin-pages-api.ts';
import { useContentForm } from './content-form-fields.ts';
import { orderOf, withFieldValue } from './content-form-values.ts';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['name', 'name_en', 'slug', 'position'] as const;

type Fields = Omit<FooterGroupWrite, 'position'> & { position: string };

function writeOf(fields: Fields): FooterGroupWrite {
  return { ...fields, position: orderOf(fields.position) };
}

/** Adds or renames a footer group (a column of the footer, the page /information/{slug}) and sets its place among the columns. */
export function FooterGroupForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: FooterGroupWrite; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, position: String(initial.position) }));
  const [slugEdited, setSlugEdited] = useState(id !== null);
  const { formRef, alertRef, pending, error, submit, fieldError } = useContentForm(FIELD_ORDER);
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => withFieldValue(current, name, value, slugEdited));

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Nhóm mới` : t`Sửa nhóm`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(footerGroupFieldErrors(writeOf(fields))),
          send: async () => {
            await saveAdminFooterGroup(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && !error.fields.slug && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <div className={styles.row}>
        <TextField name="name" label={t`Tên nhóm (tiếng Việt)`} value={fields.name} onChange={(event) => set('name', event.target.value)} error={fieldError('name')} autoComplete="off" />
        <TextField name="name_en" label={t`Tên nhóm (tiếng Anh, có thể bỏ trống)`} value={fields.name_en} onChange={(event) => set('name_en', event.target.value)} error={fieldError('name_en')} autoComplete="off" />
      </div>
      <div className={styles.row}>
        <TextField
          name="slug"
          label={t`Đường dẫn (slug)`}
          hint={t`Nhóm ở /information/${fields.slug || '…'}`}
          value={fields.slug}
          spellCheck={false}
          onChange={(event) => {
            setSlugEdited(true);
            set('slug', event.target.value);
          }}
          error={fieldError('slug')}
        />
        <TextField name="position" label={t`Thứ tự cột`} inputMode="numeric" hint={t`Số nhỏ đứng trước (0–9999).`} value={fields.position} onChange={(event) => set('position', event.target.value)} error={fieldError('position')} />
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu nhóm</Trans>
      </SaveOrCancel>
    </form>
  );
}
