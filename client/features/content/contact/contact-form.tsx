import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { contactFieldErrors, type ContactMessageBody, type ContactMessageResponse } from '#shared/content/contact.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/http/headers.ts';
import { sendJson } from '../../../api/send-json.ts';
import { commonErrorText, fieldErrorText } from '../../../i18n/api-error-text.ts';
import { cx } from '../../../ui/class-names.ts';
import { FieldFrame } from '../../../ui/form/field-frame.tsx';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../../ui/form/form-error.ts';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import textarea from '../../../ui/form/textarea.module.css';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import styles from './contact-screen.module.css';

const FIELD_ORDER = ['name', 'email', 'phone', 'subject', 'message'] as const;

const CONTACT_FIELD_MESSAGES = {
  contact_reach_required: msg`Hãy để lại e-mail hoặc số điện thoại để chúng tôi trả lời bạn.`,
  email_invalid: msg`E-mail không hợp lệ.`,
  phone_invalid: msg`Số điện thoại không hợp lệ (8 đến 15 chữ số).`,
  field_too_short: msg`Nội dung quá ngắn.`,
} as const;

function contactFieldText(i18n: I18n, key: string): string {
  const own = CONTACT_FIELD_MESSAGES[key as keyof typeof CONTACT_FIELD_MESSAGES];
  return own ? i18n._(own) : fieldErrorText(i18n, key);
}

const EMPTY: ContactMessageBody = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The /lien-he contact form (spec §2): name, e-mail or phone, subject, message; checked with the
 * server's own rule before sending, field messages under the inputs, the server's refusal in the
 * red box. One Idempotency-Key per message, so a double send is one message.
 */
export function ContactForm({ initialSubject }: { initialSubject: string }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactMessageBody>({ ...EMPTY, subject: initialSubject });
  const [sent, setSent] = useState(false);
  const key = useRef<string | null>(null);
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(FIELD_ORDER, formErrorOf);
  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const code = error?.fields[name];
    return code ? contactFieldText(i18n, code) : null;
  };
  const set = (name: keyof ContactMessageBody) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  if (sent) {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>
          <Trans>Cảm ơn bạn! Tin nhắn đã được gửi.</Trans>
        </p>
        <p>
          <Trans>Chúng tôi sẽ trả lời trong giờ làm việc, thường trong vòng một ngày.</Trans>
        </p>
        <button type="button" className={styles.again} onClick={() => { setValues(EMPTY); setSent(false); }}>
          <Trans>Gửi tin nhắn khác</Trans>
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={t`Biểu mẫu liên hệ`}
      onSubmit={(event) =>
        submit(event, {
          check: () => localFormError(contactFieldErrors(values)),
          send: async () => {
            key.current ??= crypto.randomUUID();
            await sendJson<ContactMessageResponse>('POST', API_PATH.contactMessages, values, { [IDEMPOTENCY_KEY_HEADER]: key.current });
            key.current = null;
            setSent(true);
          },
        })
      }
    >
      {error && error.code !== 'validation_failed' && (
        <FormAlert ref={alertRef}>{commonErrorText(i18n, error.code, error.retryAfterSeconds)}</FormAlert>
      )}
      <TextField name="name" label={t`Họ và tên`} autoComplete="name" required value={values.name} onChange={set('name')} error={fieldError('name')} />
      <div className={styles.pair}>
        <TextField name="email" type="email" label={t`E-mail`} autoComplete="email" value={values.email} onChange={set('email')} error={fieldError('email')} />
        <TextField name="phone" type="tel" label={t`Số điện thoại`} autoComplete="tel" value={values.phone} onChange={set('phone')} error={fieldError('phone')} />
      </div>
      <p className={styles.hint}>
        <Trans>Cần ít nhất e-mail hoặc số điện thoại.</Trans>
      </p>
      <TextField name="subject" label={t`Chủ đề`} required value={values.subject} onChange={set('subject')} error={fieldError('subject')} />
      <FieldFrame name="message" label={t`Nội dung`} error={fieldError('message')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={set('message')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cx(textarea.textarea, styles.message)}
          />
        )}
      </FieldFrame>
      <SubmitButton pending={pending} pendingLabel={t`Đang gửi…`}>
        <Trans>Gửi tin nhắn</Trans>
      </SubmitButton>
    </form>
  );
}
