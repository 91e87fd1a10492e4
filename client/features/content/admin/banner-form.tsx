import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { BANNER_COLOUR, bannerFieldErrors, type BannerWrite } from '#shared/content/banner-admin-schemas.ts';
import { NOTIFICATION_PAGE_TYPES } from '#shared/content/page-areas.ts';
import { commonErrorText, fieldErrorText } from '../../../i18n/api-error-text.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { saveAdminBanner } from './admin-banners-api.ts';
import { SaveOrCancel, ShownCheckbox } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['page_type', 'content', 'content_en', 'bg_color', 'text_color', 'icon'] as const;

/** The kinds of page a banner is shown on, in the staff's words. */
export const PAGE_TYPE_NAMES = {
  home: msg`Trang chủ`,
  category: msg`Danh mục`,
  product: msg`Trang sản phẩm`,
  cart: msg`Giỏ hàng`,
  checkout: msg`Thanh toán`,
  pcb: msg`Báo giá PCB`,
} as const;

const COLOUR_HINT = msg`Dạng #rrggbb, ví dụ #fff4e5.`;

export const NEW_BANNER: BannerWrite = { page_type: 'home', content: '', content_en: null, bg_color: '#fff4e5', text_color: '#5c3b00', icon: 'info', active: true };

/**
 * Writes or changes a notification banner (spec §3): the page kind, the words in Vietnamese and
 * English, the colours (with a preview as shoppers will see it), the icon and whether it shows.
 * The page checks with the server's own rule (bannerFieldErrors) before sending.
 */
export function BannerForm({ id, initial, onSaved, onCancel }: { id: number | null; initial: BannerWrite; onSaved: (id: number) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<BannerWrite>(initial);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  // The form opens beside the list on a wide window and below it on a phone: move to its first field.
  useEffect(() => formRef.current?.querySelector('select')?.focus(), [formRef]);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? fieldErrorText(i18n, code) : null;
  };
  const set = <K extends keyof BannerWrite>(name: K, value: BannerWrite[K]) => setFields((current) => ({ ...current, [name]: value }));
  // The words field takes any #rrggbb; the swatch beside it is the browser's own colour picker.
  const colourField = (name: 'bg_color' | 'text_color', label: string) => (
    <TextField
      name={name}
      label={label}
      hint={i18n._(COLOUR_HINT)}
      required
      value={fields[name]}
      onChange={(event) => set(name, event.target.value)}
      error={fieldError(name)}
      spellCheck={false}
      trailing={
        <input
          type="color"
          className={styles.colourPicker}
          aria-label={t`Chọn màu: ${label}`}
          value={BANNER_COLOUR.test(fields[name]) ? fields[name] : '#000000'}
          onChange={(event) => set(name, event.target.value)}
        />
      }
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Thông báo mới` : t`Sửa thông báo`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(bannerFieldErrors(fields)),
          send: async () => {
            const write = { ...fields, content: fields.content.trim(), content_en: fields.content_en?.trim() || null };
            const saved = await saveAdminBanner(id, write);
            await onSaved(saved.id);
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <SelectField name="page_type" label={t`Hiện trên`} value={fields.page_type} onChange={(event) => set('page_type', event.target.value as BannerWrite['page_type'])} error={fieldError('page_type')}>
        {NOTIFICATION_PAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(PAGE_TYPE_NAMES[type])}
          </option>
        ))}
      </SelectField>
      <FieldFrame name="content" label={t`Nội dung (tiếng Việt)`} error={fieldError('content')}>
        {({ id: inputId, describedBy, invalid }) => (
          <textarea id={inputId} name="content" rows={3} required value={fields.content} onChange={(event) => set('content', event.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={textarea.textarea} />
        )}
      </FieldFrame>
      <FieldFrame name="content_en" label={t`Nội dung (tiếng Anh, để trống: dùng tiếng Việt)`} error={fieldError('content_en')}>
        {({ id: inputId, describedBy, invalid }) => (
          <textarea
            id={inputId}
            name="content_en"
            rows={3}
            lang="en"
            value={fields.content_en ?? ''}
            onChange={(event) => set('content_en', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={textarea.textarea}
          />
        )}
      </FieldFrame>
      <div className={styles.row}>
        {colourField('bg_color', t`Màu nền`)}
        {colourField('text_color', t`Màu chữ`)}
      </div>
      <div className={styles.row}>
        <SelectField name="icon" label={t`Biểu tượng`} value={fields.icon} onChange={(event) => set('icon', event.target.value as BannerWrite['icon'])} error={fieldError('icon')}>
          <option value="info">{t`Thông tin (i)`}</option>
          <option value="exclamation">{t`Lưu ý (!)`}</option>
        </SelectField>
        <ShownCheckbox checked={fields.active} onChange={(checked) => set('active', checked)}>
          <Trans>Đang hiện cho khách</Trans>
        </ShownCheckbox>
      </div>
      <figure className={styles.figure}>
        <figcaption className={styles.muted}>
          <Trans>Xem trước</Trans>
        </figcaption>
        <div className={styles.preview} style={{ background: fields.bg_color, color: fields.text_color }}>
          <span className={styles.previewIcon} aria-hidden="true">
            {fields.icon === 'exclamation' ? '!' : 'i'}
          </span>
          <span>{fields.content || '…'}</span>
        </div>
      </figure>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu thông báo</Trans>
      </SaveOrCancel>
    </form>
  );
}
