import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { emailMessage } from '#shared/accounts/credentials.ts';
import type { BomLine } from '#shared/bom/schemas.ts';
import { enqueueWrite, onOutboxEvent } from '../../local/app-outbox.ts';
import { fieldErrorText } from '../../i18n/api-error-text.ts';
import { bomSourcingMutation } from './sourcing-outbox.ts';
import styles from './bom.module.css';

type Sent = { status: 'idle' } | { status: 'queued'; entryId: string } | { status: 'sent' } | { status: 'refused'; code: string };

/**
 * The "request sourcing" action of the lines not in our catalogue: the shop gets them as a quote
 * request (stored, read by staff under /admin/bom-sourcing). A guest gives an e-mail; a signed-in
 * user's account e-mail is used when the field is left empty (server/modules/bom/sourcing-commands.ts).
 */
export function BomSourcing({ lines, boards, bomName, signedIn }: { lines: readonly BomLine[]; boards: number; bomName: string; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [emailProblem, setEmailProblem] = useState('');
  const [sent, setSent] = useState<Sent>({ status: 'idle' });

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'drain-error' || event.type === 'handler-error') return;
        setSent((current) => {
          if (current.status !== 'queued' || event.entry.id !== current.entryId) return current;
          if (event.type === 'sent') return { status: 'sent' };
          if (event.type === 'failed') return { status: 'refused', code: event.error.code ?? '' };
          return current;
        });
      }),
    [],
  );

  if (lines.length === 0) return null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    // The server's rule (emailMessage), beside the field before anything is queued.
    const problem = email === '' && signedIn ? null : emailMessage(email);
    if (problem) {
      setEmailProblem(fieldErrorText(i18n, problem));
      return;
    }
    setEmailProblem('');
    const phone = String(form.get('phone') ?? '').trim();
    const note = String(form.get('note') ?? '').trim();
    const entry = await enqueueWrite(bomSourcingMutation, {
      boards,
      bom_name: bomName.slice(0, 120),
      lines: [...lines],
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(note ? { note } : {}),
    });
    setSent((current) => (current.status === 'sent' ? current : { status: 'queued', entryId: entry.id }));
    setOpen(false);
  }

  return (
    <div className={styles.sourcing}>
      <p className={styles.meta}>
        <Plural
          value={lines.length}
          one="# dòng không có trong danh mục của shop. Shop có thể tìm nguồn và báo giá cho bạn."
          other="# dòng không có trong danh mục của shop. Shop có thể tìm nguồn và báo giá cho bạn."
        />
      </p>
      {!open && sent.status !== 'queued' && sent.status !== 'sent' && (
        <button type="button" className={styles.secondary} aria-expanded={false} aria-controls={`${id}-form`} onClick={() => setOpen(true)}>
          <Plural value={lines.length} one="Yêu cầu tìm nguồn cho # dòng" other="Yêu cầu tìm nguồn cho # dòng" />
        </button>
      )}
      {open && (
        <form id={`${id}-form`} className={styles.sourcingForm} noValidate onSubmit={(event) => void send(event)} aria-label={t`Yêu cầu tìm nguồn`}>
          <label className={styles.control}>
            <span className={styles.label}>{signedIn ? t`E-mail (để trống: e-mail tài khoản)` : t`E-mail`}</span>
            <input
              name="email"
              type="email"
              autoComplete="email"
              className={styles.nameInput}
              maxLength={254}
              aria-invalid={emailProblem ? true : undefined}
              aria-describedby={emailProblem ? `${id}-email-problem` : undefined}
            />
            {emailProblem && (
              <span id={`${id}-email-problem`} className={styles.fieldProblem}>
                {emailProblem}
              </span>
            )}
          </label>
          <label className={styles.control}>
            <span className={styles.label}>
              <Trans>Số điện thoại (không bắt buộc)</Trans>
            </span>
            <input name="phone" type="tel" autoComplete="tel" className={styles.nameInput} maxLength={30} />
          </label>
          <label className={styles.control}>
            <span className={styles.label}>
              <Trans>Ghi chú (không bắt buộc)</Trans>
            </span>
            <textarea name="note" className={styles.textarea} rows={3} maxLength={2000} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              <Trans>Gửi yêu cầu</Trans>
            </button>
            <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              <Trans>Hủy</Trans>
            </button>
          </div>
        </form>
      )}
      <p className={styles.notice} role="status">
        {sent.status === 'queued' && t`Yêu cầu đã được lưu và sẽ được gửi ngay khi có mạng.`}
        {sent.status === 'sent' && t`Đã gửi yêu cầu tìm nguồn. Shop sẽ liên hệ với bạn qua e-mail.`}
      </p>
      {sent.status === 'refused' && (
        <p className={styles.failure} role="alert">
          {sent.code === 'validation_failed' ? t`E-mail chưa đúng, vui lòng gửi lại.` : t`Shop chưa nhận được yêu cầu. Vui lòng thử lại.`}
        </p>
      )}
    </div>
  );
}
