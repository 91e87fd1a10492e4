import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cx } from '../../ui/class-names.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import formStyles from '../../ui/form/form.module.css';
import { FEEDBACK_MAX_IMAGES } from '#shared/checkout/fields.ts';
import { checkFeedback, feedbackProblemOf, keepFeedbackImages, type FeedbackProblem } from './feedback-fields.ts';
import { feedbackFieldText, feedbackFormText } from './order-labels.ts';
import { sendFeedback } from './orders-api.ts';
import styles from './feedback-form.module.css';
import ratingStars from './rating-stars.module.css';
import secondaryButton from './secondary-button.module.css';

type FeedbackState = 'closed' | 'open' | 'sending' | 'thanks';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Feedback on one order (spec §3 Feedback; §4 "closed, open, sending, thanks; on error stays open
 * with error; on success resets and shows a thank-you alert"; §8 success text). Stars are radio
 * buttons; images are images only and at most three, extras dropped without a word (spec §5).
 * A refusal (§8 "Feedback failure: server text in form") shows in words beside the field it
 * concerns, or in the box when no field explains it, never the server's developer text; focus moves to the first field to fix.
 */
export function FeedbackForm({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [state, setState] = useState<FeedbackState>('closed');
  const [star, setStar] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<(FeedbackProblem & { retryAfterSeconds: number | null; at: number }) | null>(null);
  const [thanks, setThanks] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // After a refusal: the first field to fix, else the box (a new `at` per refusal moves focus again).
  useEffect(() => {
    if (!problem) return;
    const form = formRef.current;
    if (problem.fields.star) form?.querySelector<HTMLInputElement>(`input[name="${id}-star"]`)?.focus();
    else if (problem.fields.content) form?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    else if (problem.fields.images) fileInput.current?.focus();
    else alertRef.current?.focus();
  }, [problem, id]);

  const fieldError = (field: 'star' | 'content' | 'images') => {
    const key = problem?.fields[field];
    return key ? feedbackFieldText(i18n, key) : null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    const local = checkFeedback({ star, content });
    if (local) {
      setProblem({ ...local, retryAfterSeconds: null, at: Date.now() });
      return;
    }
    setState('sending');
    setProblem(null);
    try {
      const answer = await sendFeedback({ orderId, content, star, images });
      setThanks(answer.message);
      setState('thanks');
      setStar(null);
      setContent('');
      setImages([]);
    } catch (caught) {
      const refused = formErrorOf(caught);
      setProblem({ ...feedbackProblemOf(refused.code, refused.fields), retryAfterSeconds: refused.retryAfterSeconds, at: Date.now() });
      setState('open');
    }
  }

  if (state === 'thanks') {
    return (
      <p className={styles.thanks} role="status">
        {thanks || <Trans>Cảm ơn bạn đã gửi đánh giá về sản phẩm và dịch vụ!</Trans>}
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <button type="button" className={secondaryButton.secondaryButton} onClick={() => setState('open')}>
        <Trans>Đánh giá đơn hàng</Trans>
      </button>
    );
  }
  return (
    <form ref={formRef} className={styles.feedback} onSubmit={(event) => void onSubmit(event)} aria-busy={state === 'sending'} noValidate>
      {problem?.form && (
        <FormAlert ref={alertRef}>{feedbackFormText(i18n, problem.form, problem.retryAfterSeconds)}</FormAlert>
      )}
      <fieldset className={styles.stars} aria-describedby={fieldError('star') ? `${id}-star-error` : undefined}>
        <legend className={styles.legend}>
          <Trans>Chấm điểm</Trans>
        </legend>
        {STARS.map((value) => (
          <label key={value} className={cx(styles.star, star !== null && value <= star && ratingStars.starOn)}>
            <input type="radio" name={`${id}-star`} value={value} checked={star === value} onChange={() => setStar(value)} className={styles.starInput} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t`${value} sao`}</span>
          </label>
        ))}
      </fieldset>
      {fieldError('star') && (
        <p id={`${id}-star-error`} className={formStyles.fieldError}>
          {fieldError('star')}
        </p>
      )}
      <label htmlFor={`${id}-content`} className={styles.legend}>
        <Trans>Nhận xét của bạn</Trans>
      </label>
      <textarea
        id={`${id}-content`}
        className={styles.textarea}
        rows={3}
        maxLength={3000}
        value={content}
        aria-invalid={fieldError('content') ? true : undefined}
        aria-describedby={fieldError('content') ? `${id}-content-error` : undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      {fieldError('content') && (
        <p id={`${id}-content-error`} className={formStyles.fieldError}>
          {fieldError('content')}
        </p>
      )}
      <div className={styles.fileField}>
        <label htmlFor={`${id}-images`} className={styles.legend}>
          <Trans>Ảnh (tối đa {FEEDBACK_MAX_IMAGES})</Trans>
        </label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          type="file"
          accept="image/*"
          multiple
          disabled={images.length >= FEEDBACK_MAX_IMAGES}
          aria-invalid={fieldError('images') ? true : undefined}
          aria-describedby={fieldError('images') ? `${id}-images-error` : undefined}
          onChange={(event) => {
            setImages(keepFeedbackImages([...(event.target.files ?? [])], images));
            if (fileInput.current) fileInput.current.value = '';
          }}
        />
        {images.length > 0 && (
          <ul className={styles.imageList}>
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`}>
                {image.name}{' '}
                <button type="button" className={styles.linkButton} onClick={() => setImages(images.filter((_, other) => other !== index))}>
                  <Trans>Bỏ</Trans>
                  <span className="visually-hidden"> {image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {fieldError('images') && (
        <p id={`${id}-images-error`} className={formStyles.fieldError}>
          {fieldError('images')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.submit} aria-disabled={state === 'sending' || undefined}>
          {state === 'sending' ? <Trans>Đang gửi…</Trans> : <Trans>Gửi đánh giá</Trans>}
        </button>
        <button type="button" className={secondaryButton.secondaryButton} onClick={() => setState('closed')} disabled={state === 'sending'}>
          <Trans>Hủy</Trans>
        </button>
      </div>
    </form>
  );
}
