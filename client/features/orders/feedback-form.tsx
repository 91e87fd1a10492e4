import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { cx } from '../../ui/class-names.ts';
import formStyles from '../../ui/form/form.module.css';
import { FEEDBACK_MAX_IMAGES } from '#shared/checkout-api/fields.ts';
import { keepFeedbackImages } from './feedback-fields.ts';
import { sendFeedback } from './orders-api.ts';
import styles from './orders.module.css';

type FeedbackState = 'closed' | 'open' | 'sending' | 'thanks';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Feedback on one order (spec §3 Feedback; §4 "closed, open, sending, thanks; on error stays open
 * with error; on success resets and shows a thank-you alert"; §8 success text). Stars are radio
 * buttons; images are images only and at most three, extras dropped without a word (spec §5).
 */
export function FeedbackForm({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [state, setState] = useState<FeedbackState>('closed');
  const [star, setStar] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      const answer = await sendFeedback({ orderId, content, star, images });
      setThanks(answer.message);
      setState('thanks');
      setStar(null);
      setContent('');
      setImages([]);
    } catch (caught) {
      setError(caught instanceof ApiError && !caught.isNetworkError ? caught.message : t`Không gửi được đánh giá. Kiểm tra kết nối mạng rồi thử lại.`);
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
      <button type="button" className={styles.secondaryButton} onClick={() => setState('open')}>
        <Trans>Đánh giá đơn hàng</Trans>
      </button>
    );
  }
  return (
    <form className={styles.feedback} onSubmit={(event) => void onSubmit(event)} aria-busy={state === 'sending'}>
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>
          <Trans>Chấm điểm</Trans>
        </legend>
        {STARS.map((value) => (
          <label key={value} className={cx(styles.star, star !== null && value <= star && styles.starOn)}>
            <input type="radio" name={`${id}-star`} value={value} checked={star === value} onChange={() => setStar(value)} className={styles.starInput} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t`${value} sao`}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-content`} className={styles.legend}>
        <Trans>Nhận xét của bạn</Trans>
      </label>
      <textarea id={`${id}-content`} className={styles.textarea} rows={3} maxLength={3000} value={content} onChange={(event) => setContent(event.target.value)} />
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
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.submit} aria-disabled={state === 'sending' || undefined}>
          {state === 'sending' ? <Trans>Đang gửi…</Trans> : <Trans>Gửi đánh giá</Trans>}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => setState('closed')} disabled={state === 'sending'}>
          <Trans>Hủy</Trans>
        </button>
      </div>
    </form>
  );
}
