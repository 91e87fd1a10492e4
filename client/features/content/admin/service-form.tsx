import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serviceFieldErrors, type ServiceWrite } from '#shared/content/service-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import { saveAdminService } from './admin-services-api.ts';
import { useContentForm } from './content-form-fields.ts';
import { orderOf, withFieldValue } from './content-form-values.ts';
import { HtmlBodyField } from './html-body-field.tsx';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['name', 'name_en', 'slug', 'summary', 'summary_en', 'body', 'body_en', 'call_to_action', 'position'] as const;

/** The form's values: the order as typed. */
type Fields = Omit<ServiceWrite, 'position'> & { position: string };

function writeOf(fields: Fields): ServiceWrite {
  return { ...fields, position: orderOf(fields.position) };
}

/**
 * Adds or changes a service (spec §2 /dich-vu): its name, summary and page body in both languages
 * (English may stay blank: the storefront then shows the Vietnamese), its address, where its call
 * to action leads, its place in the list and whether shoppers see it. Checked with the server's
 * own rule first; the body is cleaned by the server.
 */
export function ServiceForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: ServiceWrite; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, position: String(initial.position) }));
  const [slugEdited, setSlugEdited] = useState(id !== null);
  const { formRef, alertRef, pending, error, submit, fieldError } = useContentForm(FIELD_ORDER);
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => withFieldValue(current, name, value, slugEdited));
  const summary = (name: 'summary' | 'summary_en', label: string) => (
    <FieldFrame name={name} label={label} error={fieldError(name)}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea id={controlId} name={name} rows={3} value={fields[name]} onChange={(event) => set(name, event.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={textarea.textarea} />
      )}
    </FieldFrame>
  );

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Dịch vụ mới` : t`Sửa dịch vụ`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(serviceFieldErrors(writeOf(fields))),
          send: async () => {
            await saveAdminService(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && !error.fields.slug && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <div className={styles.row}>
        <TextField name="name" label={t`Tên dịch vụ (tiếng Việt)`} value={fields.name} onChange={(event) => set('name', event.target.value)} error={fieldError('name')} autoComplete="off" />
        <TextField name="name_en" label={t`Tên dịch vụ (tiếng Anh, có thể bỏ trống)`} value={fields.name_en} onChange={(event) => set('name_en', event.target.value)} error={fieldError('name_en')} autoComplete="off" />
      </div>
      <TextField
        name="slug"
        label={t`Đường dẫn (slug)`}
        hint={t`Trang dịch vụ ở /dich-vu/${fields.slug || '…'}`}
        value={fields.slug}
        spellCheck={false}
        onChange={(event) => {
          setSlugEdited(true);
          set('slug', event.target.value);
        }}
        error={fieldError('slug')}
      />
      <div className={styles.row}>
        {summary('summary', t`Tóm tắt (tiếng Việt)`)}
        {summary('summary_en', t`Tóm tắt (tiếng Anh)`)}
      </div>
      <HtmlBodyField name="body" label={t`Nội dung trang (tiếng Việt)`} value={fields.body} error={fieldError('body')} onChange={(value) => set('body', value)} />
      <HtmlBodyField name="body_en" label={t`Nội dung trang (tiếng Anh)`} value={fields.body_en} error={fieldError('body_en')} rows={8} onChange={(value) => set('body_en', value)} />
      <div className={styles.row}>
        <SelectField name="call_to_action" label={t`Nút cuối trang`} value={fields.call_to_action} onChange={(event) => set('call_to_action', event.target.value === 'pcb' ? 'pcb' : 'contact')} error={fieldError('call_to_action')}>
          <option value="contact">{t`Liên hệ tư vấn (/lien-he)`}</option>
          <option value="pcb">{t`Báo giá PCB (/pcb)`}</option>
        </SelectField>
        <TextField name="position" label={t`Thứ tự`} inputMode="numeric" hint={t`Số nhỏ đứng trước (0–9999).`} value={fields.position} onChange={(event) => set('position', event.target.value)} error={fieldError('position')} />
        <label className={styles.check}>
          <input type="checkbox" name="published" checked={fields.published} onChange={(event) => set('published', event.target.checked)} />
          <span>
            <Trans>Hiện trên trang Dịch vụ</Trans>
          </span>
        </label>
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu dịch vụ</Trans>
      </SaveOrCancel>
    </form>
  );
}
