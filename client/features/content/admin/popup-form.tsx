import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { popupFieldErrors, type AdminPopupListResponse, type PopupFormFields } from '#shared/content/popup-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { saveAdminPopup } from './admin-popups-api.ts';
import { contentFieldText, useContentForm } from './content-form-fields.ts';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

type Row = AdminPopupListResponse['data'][number];
const FIELD_ORDER = ['title', 'title_en', 'content', 'content_en', 'url', 'starts_at', 'ends_at', 'picture'] as const;

const POPUP_FIELD_MESSAGES = {
  popup_ends_before_start: msg`Ngày kết thúc phải sau ngày bắt đầu.`,
  invalid_file_type: msg`Ảnh phải là PNG, JPEG hoặc WebP.`,
  file_too_large: msg`Ảnh tối đa 3 MB.`,
} as const;

/** An ISO date as a datetime-local value in shop time (UTC+7). */
function localInputValue(iso: string | null): string {
  return iso ? new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 16) : '';
}

type Fields = Required<Omit<PopupFormFields, 'active'>> & { active: boolean };

/** The form's values of a popup (a new one: empty, shown, open-ended). */
export function popupFieldsOf(row: Row | null): Fields {
  return {
    title: row?.title ?? '',
    title_en: row?.title_en ?? '',
    content: row?.content ?? '',
    content_en: row?.content_en ?? '',
    url: row?.url ?? '',
    active: row?.active ?? true,
    starts_at: localInputValue(row?.starts_at ?? null),
    ends_at: localInputValue(row?.ends_at ?? null),
  };
}

/** The multipart body the server reads (shared/content/popup-admin-schemas.ts PopupFormFields). */
export function popupFormData(fields: Fields, picture: File | null, removePicture: boolean): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, name === 'active' ? (value ? '1' : '0') : String(value));
  if (picture) form.append('picture', picture);
  else if (removePicture) form.append('remove_picture', '1');
  return form;
}

/**
 * Adds or changes the promo popup (spec §1 "ads and promo popups", shown once to each shopper):
 * its title and text in both languages, where it leads, its picture, whether it is on and the
 * dates it runs between (shop time; blank is open-ended). Checked with the server's rule first.
 */
export function PopupForm({ row, onSaved, onCancel }: { row: Row | null; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>(() => popupFieldsOf(row));
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const { formRef, alertRef, pending, error, submit } = useContentForm(FIELD_ORDER);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    if (!code) return null;
    const own = POPUP_FIELD_MESSAGES[code as keyof typeof POPUP_FIELD_MESSAGES];
    return own ? i18n._(own) : contentFieldText(i18n, code, name);
  };
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => ({ ...current, [name]: value }));
  const text = (name: 'content' | 'content_en', label: string) => (
    <FieldFrame name={name} label={label} error={fieldError(name)}>
      {({ id, describedBy, invalid }) => <textarea id={id} name={name} rows={3} value={fields[name]} onChange={(event) => set(name, event.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={textarea.textarea} />}
    </FieldFrame>
  );
  const current = row && !removePicture && !picture ? uploadImageUrl(row.image_id, 'medium') : null;

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={row === null ? t`Popup mới` : t`Sửa popup`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(popupFieldErrors({ ...fields, active: fields.active ? '1' : '0' })),
          send: async () => {
            await saveAdminPopup(row?.id ?? null, popupFormData(fields, picture, removePicture));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && !error.fields.picture && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <div className={styles.row}>
        <TextField name="title" label={t`Tiêu đề (tiếng Việt)`} value={fields.title} onChange={(event) => set('title', event.target.value)} error={fieldError('title')} autoComplete="off" />
        <TextField name="title_en" label={t`Tiêu đề (tiếng Anh, có thể bỏ trống)`} value={fields.title_en} onChange={(event) => set('title_en', event.target.value)} error={fieldError('title_en')} autoComplete="off" />
      </div>
      <div className={styles.row}>
        {text('content', t`Lời nhắn (tiếng Việt)`)}
        {text('content_en', t`Lời nhắn (tiếng Anh)`)}
      </div>
      <TextField name="url" label={t`Dẫn đến (có thể bỏ trống)`} value={fields.url} spellCheck={false} onChange={(event) => set('url', event.target.value)} error={fieldError('url')} />
      <div className={styles.row}>
        <TextField name="starts_at" type="datetime-local" label={t`Bắt đầu (giờ Việt Nam)`} hint={t`Để trống: từ bây giờ.`} value={fields.starts_at} onChange={(event) => set('starts_at', event.target.value)} error={fieldError('starts_at')} />
        <TextField name="ends_at" type="datetime-local" label={t`Kết thúc (giờ Việt Nam)`} hint={t`Để trống: không hết hạn.`} value={fields.ends_at} onChange={(event) => set('ends_at', event.target.value)} error={fieldError('ends_at')} />
      </div>
      <FieldFrame name="picture" label={row?.image_id ? t`Ảnh mới (để trống: giữ ảnh hiện tại)` : t`Ảnh (PNG, JPEG hoặc WebP, tối đa 3 MB; có thể bỏ trống)`} error={fieldError('picture')}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="picture" type="file" accept="image/png,image/jpeg,image/webp" aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        )}
      </FieldFrame>
      {current && (
        <div className={styles.actions}>
          <img src={current} alt={t`Ảnh hiện tại`} className={styles.adPicture} />
          <button type="button" className={styles.secondary} onClick={() => setRemovePicture(true)}>
            <Trans>Bỏ ảnh</Trans>
          </button>
        </div>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="active" checked={fields.active} onChange={(event) => set('active', event.target.checked)} />
        <span>
          <Trans>Bật popup</Trans>
        </span>
      </label>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu popup</Trans>
      </SaveOrCancel>
    </form>
  );
}
