import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { backLinkFieldErrors, type BackLinkWrite } from '#shared/content/popup-admin-schemas.ts';
import { commonErrorText, fieldErrorText } from '../../../i18n/api-error-text.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { saveAdminBackLink } from './admin-popups-api.ts';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['name', 'url', 'sort'] as const;
const URL_INVALID = msg`Nhập một trang của cửa hàng (bắt đầu bằng /) hoặc địa chỉ https://.`;

type Fields = Omit<BackLinkWrite, 'sort'> & { sort: string };

function writeOf(fields: Fields): BackLinkWrite {
  const sort = Number(fields.sort.trim() || '0');
  return { ...fields, sort: Number.isInteger(sort) ? sort : -1 };
}

/** Adds or changes a back link in the footer (spec §3 back_links: name, url) and its place among them. */
export function BackLinkForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: BackLinkWrite; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, sort: String(initial.sort) }));
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    if (!code) return null;
    return name === 'url' && code === 'field_invalid' ? i18n._(URL_INVALID) : fieldErrorText(i18n, code);
  };
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
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
          <Trans>Lưu liên kết</Trans>
        </SubmitButton>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          <Trans>Hủy</Trans>
        </button>
      </div>
    </form>
  );
}
