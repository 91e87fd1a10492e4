import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { postContentError, topicTitleError, TOPIC_TITLE_MAX_LENGTH } from '#shared/community/rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { communityFieldText } from './community-messages.ts';
import styles from './forum.module.css';
import { PostEditor, type PostEditorHandle } from './post-editor.tsx';

interface PostFormProps {
  /** With a title field: opening a topic; without: replying in one. */
  withTitle: boolean;
  heading: string;
  submitLabel: string;
  /** Resolves to 'kept' when the text was kept as a draft to send later (written offline). */
  send: (input: { title: string; html: string }, idempotencyKey: string) => Promise<'kept' | void>;
}

/** The form of a new topic or a reply: the small editor, field errors beside the inputs, one key per draft. */
export function PostForm({ withTitle, heading, submitLabel, send }: PostFormProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const editor = useRef<PostEditorHandle>(null);
  const [title, setTitle] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<'posted' | 'kept' | null>(null);
  const key = useRef<string | null>(null);

  async function submit() {
    if (pending || !editor.current) return;
    setFailed(false);
    setSent(null);
    const html = editor.current.html();
    const found: Record<string, string> = {};
    const titleKey = withTitle ? topicTitleError(title) : undefined;
    if (titleKey) found.title = titleKey;
    const contentKey = postContentError(html, editor.current.text());
    if (contentKey) found.content = contentKey;
    setFields(found);
    if (Object.keys(found).length > 0) return;
    key.current ??= crypto.randomUUID();
    setPending(true);
    try {
      const outcome = await send({ title: title.trim(), html }, key.current);
      key.current = null;
      editor.current.clear();
      setTitle('');
      setSent(outcome === 'kept' ? 'kept' : 'posted');
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) {
        setFields(cause.fields);
        key.current = null;
      }
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  const titleError = fields.title ? communityFieldText(i18n, fields.title) : null;
  const contentError = fields.content ? communityFieldText(i18n, fields.content) : null;

  return (
    <form
      className={styles.postForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.formHeading}>{heading}</h2>
      {withTitle && (
        <div className={styles.field}>
          <label htmlFor={`${id}-title`} className={styles.label}>
            <Trans>Tiêu đề</Trans>
          </label>
          <input
            id={`${id}-title`}
            className={styles.titleInput}
            value={title}
            maxLength={TOPIC_TITLE_MAX_LENGTH}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {titleError && (
            <p id={`${id}-title-error`} className={styles.fieldError}>
              {titleError}
            </p>
          )}
        </div>
      )}
      <div className={styles.field}>
        <span id={`${id}-content-label`} className={styles.label}>
          <Trans>Nội dung</Trans>
        </span>
        <PostEditor ref={editor} labelId={`${id}-content-label`} invalid={Boolean(contentError)} describedBy={contentError ? `${id}-content-error` : undefined} />
        {contentError && (
          <p id={`${id}-content-error`} className={styles.fieldError}>
            {contentError}
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={pending || undefined}>
          {pending ? t`Đang gửi…` : submitLabel}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {sent === 'posted' && (
          <p className={styles.thanks}>
            <Trans>Đã đăng bài.</Trans>
          </p>
        )}
        {sent === 'kept' && (
          <p className={styles.thanks}>
            <Trans>Bạn đang ngoại tuyến: bài trả lời được lưu trên máy này và sẽ tự gửi khi có mạng.</Trans>
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className={styles.fieldError}>
          <Trans>Đã có lỗi xảy ra!</Trans>
        </p>
      )}
    </form>
  );
}
