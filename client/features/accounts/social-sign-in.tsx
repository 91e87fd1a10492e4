import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { AuthProvidersResponse, SocialProviderName } from '#shared/accounts/schemas.ts';
import { useDeferredJson } from '../../api/use-deferred-json.ts';
import { cx } from '../../ui/class-names.ts';
import { FacebookMark, GoogleMark, ZaloMark } from './auth-icons.tsx';
import styles from './auth-form.module.css';
import { socialHref } from './social-href.ts';

const PROVIDERS: Record<SocialProviderName, { label: string; Mark: ComponentType<{ size?: number; className?: string }> }> = {
  google: { label: 'Google', Mark: GoogleMark },
  facebook: { label: 'Facebook', Mark: FacebookMark },
  zalo: { label: 'Zalo', Mark: ZaloMark },
};

/**
 * "Or sign in with" buttons for the configured providers only (a provider that is not
 * configured shows no button). Plain links: the server answers `/auth/{provider}` with a redirect.
 * Nothing shows while the list loads or when it fails: password sign-in still works.
 */
export function SocialSignIn({ returnUrl, compact = false }: { returnUrl?: string | null | undefined; compact?: boolean }) {
  const result = useDeferredJson<AuthProvidersResponse>('/v1/auth/providers', true);
  const providers = result.status === 'success' ? result.data.providers : [];
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>
          <Trans>hoặc đăng nhập bằng</Trans>
        </span>
      </p>
      <ul role="list" className={cx(styles.socialList, compact && styles.socialRow)}>
        {providers.map((provider) => {
          const { label, Mark } = PROVIDERS[provider];
          return (
            <li key={provider}>
              <a className={cx(styles.socialButton, styles[provider])} href={socialHref(provider, returnUrl)}>
                <Mark size={20} className={styles.socialMark} />
                <span>
                  <Trans>Tiếp tục với {label}</Trans>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
