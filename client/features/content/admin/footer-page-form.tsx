import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { footerPageFieldErrors, type AdminFooterPagesResponse, type FooterPageWrite } from '#shared/content/page-admin-schemas.ts';
import { commonErrorText } from '../../../i18n/api-error-text.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { localFormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { saveAdminPage } from './admin-pages-api.ts';
import { useContentForm } from './content-form-fields.ts';
import { orderOf, withFieldValue } from './content-form-values.ts';
import { HtmlBodyField } from './html-body-field.tsx';
import { SaveOrCancel } from './page-area-form-parts.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['information_id', 'name', 'name_en', 'slug', 'url', 'content', 'content_en', 'position'] as const;

type Fields = Omit<FooterPageWrite, 'position'> & { position: string };

function writeOf(fields: Fields): FooterPageWrite {
  return { ...fields, position: orderOf(fields.position) };
}

/**
 * Adds or changes a company, information or policy page (spec §2 /cong-ty/{slug}, /pages/{slug}):
 * its footer group, name and content in both languages (English may stay blank), its address, a
 * custom url the footer links to instead, its order in the group and whether shoppers see it.
 */
export function FooterPageForm({ id, initial, groups, onSaved, onCancel }: { id: number | null; initial: FooterPageWrite; groups: AdminFooterPagesResponse['groups']; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(() => ({ ...initial, position: String(initial.position) }));
  const [slugEdited, setSlugEdited] = useState(id !== null);
  const { formRef, alertRef, pending, error, submit, fieldError } = useContentForm(FIELD_ORDER, 'select');
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((current) => withFieldValue(current, name, value, slugEdited));

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={id === null ? t`Trang mới` : t`Sửa trang`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(footerPageFieldErrors(writeOf(fields))),
          send: async () => {
            await saveAdminPage(id, writeOf(fields));
            await onSaved();
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && !error.fields.slug && <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>}
      <SelectField name="information_id" label={t`Nhóm ở chân trang`} value={String(fields.information_id)} onChange={(event) => set('information_id', Number(event.target.value))} error={fieldError('information_id')}>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {locale === 'en' ? group.name_en || group.name : group.name}
          </option>
        ))}
      </SelectField>
      <div className={styles.row}>
        <TextField name="name" label={t`Tên trang (tiếng Việt)`} value={fields.name} onChange={(event) => set('name', event.target.value)} error={fieldError('name')} autoComplete="off" />
        <TextField name="name_en" label={t`Tên trang (tiếng Anh, có thể bỏ trống)`} value={fields.name_en} onChange={(event) => set('name_en', event.target.value)} error={fieldError('name_en')} autoComplete="off" />
      </div>
      <div className={styles.row}>
        <TextField
          name="slug"
          label={t`Đường dẫn (slug)`}
          hint={t`Trang ở /cong-ty/${fields.slug || '…'} và /pages/${fields.slug || '…'}`}
          value={fields.slug}
          spellCheck={false}
          onChange={(event) => {
            setSlugEdited(true);
            set('slug', event.target.value);
          }}
          error={fieldError('slug')}
        />
        <TextField name="url" label={t`Liên kết riêng (có thể bỏ trống)`} hint={t`Chân trang dẫn đến đây thay vì /cong-ty/…, ví dụ /pages/quy-dinh-bao-hanh hoặc /lien-he.`} value={fields.url} spellCheck={false} onChange={(event) => set('url', event.target.value)} error={fieldError('url')} />
      </div>
      <HtmlBodyField name="content" label={t`Nội dung (tiếng Việt)`} value={fields.content} error={fieldError('content')} onChange={(value) => set('content', value)} />
      <HtmlBodyField name="content_en" label={t`Nội dung (tiếng Anh)`} value={fields.content_en} error={fieldError('content_en')} rows={8} onChange={(value) => set('content_en', value)} />
      <div className={styles.row}>
        <TextField name="position" label={t`Thứ tự trong nhóm`} inputMode="numeric" hint={t`Số nhỏ đứng trước (0–9999).`} value={fields.position} onChange={(event) => set('position', event.target.value)} error={fieldError('position')} />
        <label className={styles.check}>
          <input type="checkbox" name="published" checked={fields.published} onChange={(event) => set('published', event.target.checked)} />
          <span>
            <Trans>Hiện ở chân trang và trên trang</Trans>
          </span>
        </label>
      </div>
      <SaveOrCancel pending={pending} onCancel={onCancel}>
        <Trans>Lưu trang</Trans>
      </SaveOrCancel>
    </form>
  );
}
