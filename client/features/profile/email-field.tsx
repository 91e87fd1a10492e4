import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { INVALID_OTP_CODE } from '#shared/accounts/otp.ts';
import type { ProfileView } from '#shared/profile/schemas.ts';
import { commonErrorText } from '../../i18n/api-error-text.ts';
import type { FormError } from '../../ui/form/form-error.ts';
import { CodeEntryForm } from '../../ui/otp/code-entry-form.tsx';
import linkStyles from '../../ui/link-button.module.css';
import styles from './email-field.module.css';
import { InlineField } from './inline-field.tsx';
import { confirmAddingEmail, startAddingEmail } from './profile-api.ts';
import { useProfileErrorText } from './use-field-error-text.ts';

interface EmailFieldProps {
  email: string | null;
  /** The code set the address: the new profile. */
  onAdded: (profile: ProfileView) => void;
}

type Step = { name: 'field'; retype?: string } | { name: 'code'; email: string; expiresAt: string } | { name: 'added' };

/**
 * The e-mail row of /user/settings (spec §5 "Email editable only when none is set"). Saving an
 * address mails a six-digit code to it and shows the code boxes; the code adds it. The screen is the same whether or not the address belongs to another account: then
 * the mail goes to that account's owner instead, so only the owner of the mailbox can learn it.
 */
export function EmailField({ email, onAdded }: EmailFieldProps) {
  const { t, i18n } = useLingui();
  const profileErrorText = useProfileErrorText();
  const labelId = useId();
  const [step, setStep] = useState<Step>({ name: 'field' });

  const errorText = (error: FormError): string => {
    if (error.code === INVALID_OTP_CODE) return t`Mã xác nhận không hợp lệ hoặc đã hết hạn.`;
    if (error.code === 'email_locked') return profileErrorText([error.code]);
    return commonErrorText(i18n, error.code, error.retryAfterSeconds);
  };

  if (step.name === 'code') {
    const sentTo = step.email;
    return (
      <div className={styles.row} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={styles.label}>
          <Trans>Email</Trans>
        </span>
        <div className={styles.code}>
          <CodeEntryForm
            ariaLabel={t`Xác nhận e-mail`}
            expiresAt={step.expiresAt}
            submitLabel={<Trans>Xác nhận e-mail</Trans>}
            pendingLabel={t`Đang xác nhận…`}
            errorText={errorText}
            onSubmit={async (code) => {
              const answer = await confirmAddingEmail(code);
              setStep({ name: 'added' });
              onAdded(answer.profile);
            }}
            onResend={async () => {
              const answer = await startAddingEmail(sentTo);
              setStep({ name: 'code', email: sentTo, expiresAt: answer.expires_at });
            }}
            lead={
              <div className={styles.lead}>
                <p>
                  <Trans>
                    Chúng tôi đã gửi thư đến <strong className={styles.address}>{sentTo}</strong>. Nhập mã gồm 6 chữ số trong thư để thêm
                    e-mail này vào tài khoản.
                  </Trans>
                </p>
                <p className={styles.muted}>
                  <Trans>Nếu e-mail này đã thuộc về một tài khoản khác, thư sẽ báo cho chủ tài khoản đó thay vì gửi mã.</Trans>{' '}
                  <button type="button" className={linkStyles.linkButton} onClick={() => setStep({ name: 'field', retype: sentTo })}>
                    <Trans>Đổi e-mail</Trans>
                  </button>
                </p>
              </div>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <InlineField
      // A new key per step: back from the code boxes the field opens afresh on the typed address.
      key={step.name === 'field' ? `field:${step.retype ?? ''}` : 'added'}
      field="email"
      type="email"
      label={<Trans>Email</Trans>}
      value={email}
      autoComplete="email"
      editable={email === null}
      lockedHint={<Trans>Email dùng để đăng nhập và không thể thay đổi.</Trans>}
      initialDraft={step.name === 'field' ? step.retype : undefined}
      notice={step.name === 'added' ? <Trans>Đã thêm e-mail vào tài khoản.</Trans> : undefined}
      onSave={async (_field, value) => {
        const answer = await startAddingEmail(value);
        setStep({ name: 'code', email: value, expiresAt: answer.expires_at });
      }}
    />
  );
}
