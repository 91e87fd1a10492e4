import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { loginMessages } from '#shared/accounts/credentials.ts';
import type { LoginBody, SignedInResponse } from '#shared/accounts/schemas.ts';
import { sendJson } from '../../api/send-json.ts';
import { guestCartHeaders } from '../../local/cart-session-header.ts';
import { setSessionUser } from '../../session/session-store.ts';
import { cx } from '../../ui/class-names.ts';
import formStyles from '../../ui/form/form.module.css';
import styles from './auth-form.module.css';
import { fieldMessageText, formMessageText } from './auth-messages.ts';
import { EmailField } from '../../ui/form/email-field.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { formErrorOf, localFormError, type FormError } from '../../ui/form/form-error.ts';
import { PasswordField } from './password-field.tsx';
import { safeReturnUrl } from './safe-return-url.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import { SubmitButton } from '../../ui/form/submit-button.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';

const FIELD_ORDER = ['email', 'password'] as const;

export interface LoginFormProps {
  /** Where to go once signed in (only a same-origin path is followed); without it the current page reloads. */
  returnUrl?: string | undefined;
  /** Called once signed in instead of the default (follow `returnUrl` or reload the current page). */
  onSuccess?: (() => void) | undefined;
  /** Tighter spacing and social buttons side by side, for embedding (the cart page). */
  compact?: boolean;
  /** A failure to show on arrival, e.g. `social_failed` from `/login?error=social_failed`. */
  initialErrorCode?: string | undefined;
}

/**
 * Password sign-in (spec §7 `POST /login` with email, password, return_url), reusable inline
 * (the cart page embeds it). Refusals show beside the inputs plus a red box on top
 * (spec §8); a 429 says how long to wait. Social buttons for the configured providers follow.
 */
export function LoginForm({ returnUrl, onSuccess, compact = false, initialErrorCode }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, alertRef, pending, error, submit } = useFormSubmit<FormError>(
    FIELD_ORDER,
    formErrorOf,
    initialErrorCode ? { code: initialErrorCode, fields: {}, retryAfterSeconds: null } : null,
  );
  const safeReturn = safeReturnUrl(returnUrl);

  const send = async () => {
    const body: LoginBody = { email, password, ...(safeReturn ? { return_url: safeReturn } : {}) };
    // The guest cart merges into the account.
    const answer = await sendJson<SignedInResponse>('POST', '/login', body, await guestCartHeaders());
    setSessionUser(answer.user);
    if (onSuccess) onSuccess();
    else if (safeReturn) await router.navigate({ href: safeReturn });
    // Spec §7 "success reloads": the page's data is loaded again, now as this user.
    else await router.invalidate();
  };

  const fieldError = (name: (typeof FIELD_ORDER)[number]) => {
    const message = error?.fields[name];
    return message ? fieldMessageText(i18n, message) : null;
  };

  return (
    <div className={cx(styles.panel, compact && styles.compact)}>
      <form
        ref={formRef}
        className={formStyles.form}
        noValidate
        aria-labelledby={compact ? headingId : undefined}
        aria-label={compact ? undefined : t`Đăng nhập bằng e-mail`}
        aria-busy={pending}
        onSubmit={(event) => submit(event, { check: () => localFormError(loginMessages({ email, password })), send })}
      >
        {compact && (
          <h2 id={headingId} className={styles.compactTitle}>
            <Trans>Đăng nhập để tiếp tục</Trans>
          </h2>
        )}
        {error && <FormAlert ref={alertRef}>{formMessageText(i18n, error)}</FormAlert>}
        <EmailField
          autoComplete="username"
          required
          value={email}
          error={fieldError('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          name="password"
          label={<Trans>Mật khẩu</Trans>}
          autoComplete="current-password"
          required
          value={password}
          error={fieldError('password')}
          onChange={(event) => setPassword(event.target.value)}
          labelAside={
            <a href="/forgot-password" className={styles.aside}>
              <Trans>Quên mật khẩu?</Trans>
            </a>
          }
        />
        <SubmitButton pending={pending} pendingLabel={t`Đang đăng nhập…`}>
          <Trans>Đăng nhập</Trans>
        </SubmitButton>
      </form>
      <SocialSignIn returnUrl={safeReturn ?? currentPathOrNull()} compact={compact} />
      <p className={styles.switch}>
        <Trans>Chưa có tài khoản?</Trans>{' '}
        <Link to="/register" search={safeReturn ? { return_url: safeReturn } : {}}>
          <Trans>Đăng ký ngay</Trans>
        </Link>
      </p>
    </div>
  );
}

/** Inline (no returnUrl), a social sign-in comes back to the page it started on. */
function currentPathOrNull(): string | null {
  return typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
}
