import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { adFieldErrors, type AdFormFields } from '#shared/content/ad-admin-schemas.ts';
import { AD_POSITIONS } from '#shared/content/page-areas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { saveAdminAd } from './admin-ads-api.ts';
import { contentFieldText } from './content-form-fields.ts';
import { SaveOrCancel, ShownCheckbox } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['position', 'url', 'name', 'name_en', 'sort', 'picture'] as const;

/** Where an ad shows (spec §9: side banners only on wide windows; blocks at the end of the footer). */
export const AD_POSITION_NAMES = {
  ad_left: msg`Banner dọc bên trái (150 px, chỉ màn hình rộng)`,
  ad_right: msg`Banner dọc bên phải (150 px, chỉ màn hình rộng)`,
  left: msg`Khối cuối trang, bên trái`,
  right: msg`Khối cuối trang, bên phải`,
} as const;

const AD_FIELD_MESSAGES = {
  invalid_file_type: msg`Ảnh phải là PNG, JPEG hoặc WebP.`,
  file_too_large: msg`Ảnh tối đa 3 MB.`,
} as const;

function adFieldText(i18n: I18n, key: string, name: string): string {
  const own = AD_FIELD_MESSAGES[key as keyof typeof AD_FIELD_MESSAGES];
  return own ? i18n._(own) : contentFieldText(i18n, key, name);
}

export interface AdInitial {
  fields: Required<AdFormFields>;
  imageId: number | null;
}

/**
 * Adds or changes an ad (spec §3 Ad): where it shows, where it leads, its words (the picture's alt
 * text, both languages), its order and whether it shows, and its picture (required for a new ad;
 * a changed ad keeps its picture unless another is chosen). Checked with the server's rule first.
 */
export function AdForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: AdInitial; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState(initial.fields);
  const [picture, setPicture] = useState<File | null>(null);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  // The form opens beside the list on a wide window and below it on a phone: move to its first field.
  useEffect(() => formRef.current?.querySelector('select')?.focus(), [formRef]);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? adFieldText(i18n, code, name) : null;
  };
  const text = (name: 'url' | 'name' | 'name_en' | 'sort', label: string, extra: { hint?: string; inputMode?: 'numeric' | 'url'; lang?: string } = {}) => (
    <TextField name={name} label={label} value={fields[name]} onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))} error={fieldError(name)} {...extra} />
  );
  const currentPicture = uploadImageUrl(initial.imageId, 'medium');

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Quảng cáo mới` : t`Sửa quảng cáo`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(adFieldErrors(fields, { pictureMissing: id === null && picture === null })),
          send: async () => {
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) form.append(name, value);
            if (picture) form.append('picture', picture);
            await saveAdminAd(id, form);
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && !error.fields.picture && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <SelectField name="position" label={t`Vị trí`} value={fields.position} onChange={(event) => setFields((current) => ({ ...current, position: event.target.value }))} error={fieldError('position')}>
        {AD_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {i18n._(AD_POSITION_NAMES[position])}
          </option>
        ))}
      </SelectField>
      {text('url', t`Dẫn đến`, { inputMode: 'url', hint: t`Trang của cửa hàng (/pcb) hoặc địa chỉ https://…` })}
      {text('name', t`Chữ trên ảnh (tiếng Việt, đọc cho người khiếm thị)`)}
      {text('name_en', t`Chữ trên ảnh (tiếng Anh, để trống: dùng tiếng Việt)`, { lang: 'en' })}
      <div className={styles.row}>
        {text('sort', t`Thứ tự`, { inputMode: 'numeric', hint: t`Số nhỏ đứng trước (0–9999).` })}
        <ShownCheckbox checked={fields.active === '1'} onChange={(checked) => setFields((current) => ({ ...current, active: checked ? '1' : '0' }))}>
          <Trans>Đang hiện cho khách</Trans>
        </ShownCheckbox>
      </div>
      <FieldFrame name="picture" label={id === null ? t`Ảnh (PNG, JPEG hoặc WebP, tối đa 3 MB)` : t`Ảnh mới (để trống: giữ ảnh hiện tại)`} error={fieldError('picture')}>
        {({ id: inputId, describedBy, invalid }) => (
          <input id={inputId} name="picture" type="file" accept="image/png,image/jpeg,image/webp" aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        )}
      </FieldFrame>
      {currentPicture && !picture && <img src={currentPicture} alt={t`Ảnh hiện tại`} className={styles.adPicture} />}
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu quảng cáo</Trans>
      </SaveOrCancel>
    </form>
  );
}
