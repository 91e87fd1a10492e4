import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { normalizedSupporter, supporterFieldErrors, type AdminSupporterListResponse, type SupporterWrite } from '#shared/content/supporter-admin-schemas.ts';
import { commonErrorText, fieldErrorText } from '../../../i18n/api-error-text.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { saveAdminSupporter } from './admin-supporters-api.ts';
import { SaveOrCancel, ShownCheckbox } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['group_id', 'name', 'yahoo', 'msn', 'skype', 'email', 'mobile', 'sort'] as const;

const SUPPORTER_FIELD_MESSAGES = {
  supporter_channel_required: msg`Cần ít nhất một kênh: Zalo, Messenger, Skype, e-mail hoặc điện thoại.`,
  phone_invalid: msg`Số điện thoại không hợp lệ (8 đến 15 chữ số).`,
} as const;

function supporterFieldText(i18n: I18n, key: string): string {
  const own = SUPPORTER_FIELD_MESSAGES[key as keyof typeof SUPPORTER_FIELD_MESSAGES];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}

type TextName = 'yahoo' | 'skype' | 'msn' | 'email' | 'mobile' | 'sort';
/** The form's values: the channels and the order as typed (a blank channel is none). */
type Fields = Omit<SupporterWrite, TextName> & Record<TextName, string>;

function fieldsOf(write: SupporterWrite): Fields {
  return { ...write, yahoo: write.yahoo ?? '', skype: write.skype ?? '', msn: write.msn ?? '', email: write.email ?? '', mobile: write.mobile ?? '', sort: String(write.sort) };
}

function writeOf(fields: Fields): SupporterWrite {
  const sort = Number(fields.sort.trim() || '0');
  return normalizedSupporter({ ...fields, sort: Number.isInteger(sort) && sort >= 0 && sort <= 9999 ? sort : -1 });
}

/**
 * Adds or changes a supporter of the support widget (spec §3): their group, name, the channels a
 * shopper reaches them on (Zalo, Messenger, Skype, e-mail, phone; at least one), the order in
 * their group and whether the widget shows them. Checked with the server's own rule first.
 */
export function SupporterForm({
  id,
  initial,
  groups,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: SupporterWrite;
  groups: AdminSupporterListResponse['groups'];
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  // The form opens beside the list on a wide window and below it on a phone: move to its first field.
  useEffect(() => formRef.current?.querySelector('select')?.focus(), [formRef]);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? supporterFieldText(i18n, code) : null;
  };
  const text = (name: 'name' | 'yahoo' | 'msn' | 'skype' | 'email' | 'mobile' | 'sort', label: string, extra: { hint?: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string } = {}) => (
    <TextField name={name} label={label} value={fields[name]} onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))} error={fieldError(name)} spellCheck={false} {...extra} />
  );

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Người hỗ trợ mới` : t`Sửa người hỗ trợ`}
      onSubmit={(event) =>
        submit(event, {
          check: () => {
            const write = writeOf(fields);
            return localFormError({ ...supporterFieldErrors(write), ...(write.sort < 0 ? { sort: 'field_invalid' } : {}) });
          },
          send: async () => {
            await saveAdminSupporter(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <SelectField name="group_id" label={t`Nhóm`} value={String(fields.group_id)} onChange={(event) => setFields((current) => ({ ...current, group_id: Number(event.target.value) }))} error={fieldError('group_id')}>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {locale === 'en' ? (group.name_en ?? group.name) : group.name}
          </option>
        ))}
      </SelectField>
      {text('name', t`Tên hiển thị`, { autoComplete: 'off' })}
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>Kênh liên hệ (ít nhất một)</Trans>
        </legend>
        <div className={styles.row}>
          {text('yahoo', t`Zalo (số điện thoại hoặc mã Zalo)`)}
          {text('msn', t`Messenger (tên trang Facebook)`)}
          {text('skype', t`Skype`)}
          {text('email', t`E-mail`, { type: 'email', inputMode: 'email' })}
          {text('mobile', t`Điện thoại`, { type: 'tel', inputMode: 'tel' })}
        </div>
      </fieldset>
      <div className={styles.row}>
        {text('sort', t`Thứ tự trong nhóm`, { inputMode: 'numeric', hint: t`Số nhỏ đứng trước (0–9999).` })}
        <ShownCheckbox checked={fields.active} onChange={(checked) => setFields((current) => ({ ...current, active: checked }))}>
          <Trans>Hiện trong khung hỗ trợ</Trans>
        </ShownCheckbox>
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu người hỗ trợ</Trans>
      </SaveOrCancel>
    </form>
  );
}
