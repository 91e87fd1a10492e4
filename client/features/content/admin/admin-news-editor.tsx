import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { NEWS_SLUG_MAX_LENGTH, newsFieldErrors, type AdminNewsDetail, type NewsFormFields } from '#shared/content/admin-schemas.ts';
import { urlSlug } from '#shared/http/url-slug.ts';
import { commonErrorText, fieldErrorText } from '../../../i18n/api-error-text.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { cx } from '../../../ui/class-names.ts';
import { useConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { formatNewsDate } from '../news/news-date.ts';
import { deleteAdminArticle, saveAdminArticle } from './admin-content-api.ts';
import { AdminSectionTabs, CONTENT_SECTIONS } from '../../../ui/admin-section-tabs.tsx';
import styles from './admin-content.module.css';

const FIELD_ORDER = ['title', 'slug', 'excerpt', 'body', 'status', 'published_at', 'cover'] as const;

const NEWS_FIELD_MESSAGES = {
  slug_invalid: msg`Chỉ dùng chữ thường không dấu, số và dấu gạch ngang.`,
  slug_taken: msg`Đường dẫn này đã có bài khác dùng.`,
  invalid_file_type: msg`Ảnh bìa phải là PNG, JPEG hoặc WebP.`,
  file_too_large: msg`Ảnh bìa tối đa 3 MB.`,
} as const;

function newsFieldText(i18n: I18n, key: string): string {
  const own = NEWS_FIELD_MESSAGES[key as keyof typeof NEWS_FIELD_MESSAGES];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}

/** An ISO date as a datetime-local value in shop time (UTC+7). */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 16);
}

/**
 * /admin/news/new and /admin/news/{id}: the staff news form. The body is HTML (headings, lists,
 * links): the server cleans it with the shop's one sanitiser, so what is saved is what the page
 * can show. The cover goes up with the form; the change history says who changed it when.
 */
export function AdminNewsEditor({ article }: { article: AdminNewsDetail | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const router = useRouter();
  usePageMeta({ title: article ? t`Sửa bài viết` : t`Viết bài mới` });
  const [fields, setFields] = useState<Required<NewsFormFields>>({
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    excerpt: article?.excerpt ?? '',
    body: article?.body ?? '',
    status: article?.status ?? 'draft',
    published_at: localInputValue(article?.published_at ?? null),
  });
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirm, confirmDialog] = useConfirmDialog();
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? newsFieldText(i18n, code) : null;
  };
  const set = (name: keyof NewsFormFields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value, ...(name === 'title' && !slugEdited ? { slug: urlSlug(value, NEWS_SLUG_MAX_LENGTH) } : {}) }));
  };
  const coverUrl = article && !removeCover ? uploadImageUrl(article.cover_image_id, 'medium') : null;

  async function remove() {
    if (!article) return;
    if (!(await confirm({ title: t`Xóa bài viết`, message: t`Xóa bài viết này? Không thể hoàn tác.`, confirmLabel: t`Xóa` }))) return;
    setDeleting(true);
    try {
      await deleteAdminArticle(article.id);
      await router.invalidate();
      await navigate({ to: '/admin/news' });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      {confirmDialog}
      <h1 className={styles.title}>{article ? <Trans>Sửa bài viết</Trans> : <Trans>Viết bài mới</Trans>}</h1>
      <AdminSectionTabs sections={CONTENT_SECTIONS} current="news" />
      <form
        ref={formRef}
        noValidate
        className={styles.form}
        onSubmit={(event) =>
          submit(event, {
            check: () => localFormError(newsFieldErrors(fields)),
            send: async () => {
              const form = new FormData();
              for (const [name, value] of Object.entries(fields)) form.append(name, value);
              if (cover) form.append('cover', cover);
              if (removeCover) form.append('remove_cover', '1');
              await saveAdminArticle(article?.id ?? null, form);
              await router.invalidate();
              await navigate({ to: '/admin/news' });
            },
          })
        }
      >
        {error && error.code !== 'validation_failed' && !error.fields.slug && !error.fields.cover && (
          <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>
        )}
        <TextField name="title" label={t`Tiêu đề`} required value={fields.title} onChange={set('title')} error={fieldError('title')} />
        <TextField
          name="slug"
          label={t`Đường dẫn`}
          hint={t`Bài viết ở /tin-tuc/${fields.slug || '…'}`}
          required
          value={fields.slug}
          onChange={(event) => {
            setSlugEdited(true);
            set('slug')(event);
          }}
          error={fieldError('slug')}
        />
        <FieldFrame name="excerpt" label={t`Tóm tắt`} error={fieldError('excerpt')}>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} name="excerpt" rows={3} value={fields.excerpt} onChange={set('excerpt')} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={textarea.textarea} />
          )}
        </FieldFrame>
        <FieldFrame name="body" label={t`Nội dung (HTML: p, h2, h3, ul, ol, li, a, strong, em, blockquote)`} error={fieldError('body')}>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} name="body" rows={14} value={fields.body} onChange={set('body')} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={cx(textarea.textarea, styles.body)} />
          )}
        </FieldFrame>
        <div className={styles.row}>
          <SelectField name="status" label={t`Trạng thái`} value={fields.status} onChange={set('status')} error={fieldError('status')}>
            <option value="draft">{t`Bản nháp`}</option>
            <option value="published">{t`Đã đăng`}</option>
          </SelectField>
          <TextField name="published_at" type="datetime-local" label={t`Ngày đăng (giờ Việt Nam)`} hint={t`Để trống: đăng ngay khi chọn “Đã đăng”.`} value={fields.published_at} onChange={set('published_at')} error={fieldError('published_at')} />
        </div>
        <FieldFrame name="cover" label={t`Ảnh bìa (PNG, JPEG hoặc WebP, tối đa 3 MB)`} error={fieldError('cover')}>
          {({ id, describedBy }) => (
            <input id={id} name="cover" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby={describedBy} onChange={(event) => setCover(event.target.files?.[0] ?? null)} />
          )}
        </FieldFrame>
        {coverUrl && (
          <div className={styles.actions}>
            <img src={coverUrl} alt={t`Ảnh bìa hiện tại`} className={styles.coverPreview} />
            <button type="button" className={styles.secondary} onClick={() => setRemoveCover(true)}>
              <Trans>Bỏ ảnh bìa</Trans>
            </button>
          </div>
        )}
        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel={t`Đang lưu…`}>
            <Trans>Lưu bài viết</Trans>
          </SubmitButton>
          <Link to="/admin/news">
            <Trans>Hủy</Trans>
          </Link>
          {article && (
            <button type="button" className={styles.danger} onClick={() => void remove()} disabled={deleting}>
              <Trans>Xóa bài viết</Trans>
            </button>
          )}
          {article?.status === 'published' && (
            <Link to="/tin-tuc/$slug" params={{ slug: article.slug }}>
              <Trans>Xem trên trang</Trans>
            </Link>
          )}
        </div>
      </form>
      {article && article.changes.length > 0 && (
        <section aria-labelledby="news-history">
          <h2 id="news-history" className={styles.muted}>
            <Trans>Lịch sử thay đổi</Trans>
          </h2>
          <ul className={styles.history}>
            {article.changes.map((change, index) => (
              <li key={index}>
                {formatNewsDate(change.at, locale)} {new Date(change.at).toLocaleTimeString(locale === 'vi' ? 'vi-VN' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })} · {change.action === 'create' ? t`tạo` : change.action === 'delete' ? t`xóa` : t`sửa`} · {change.user_name ?? t`(tài khoản đã xóa)`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
