import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../ui/error-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AddressForm } from './address-form.tsx';
import { fetchAddresses } from './addresses-api.ts';
import styles from './addresses.module.css';
import { useSignedIn } from './use-signed-in.ts';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'empty' };

/**
 * `/user/profiles/edit` (spec §2: shown when the profile has no delivery address): the address
 * form for the first address, which becomes the default. Someone who already has an address is
 * sent to the address list; after saving, to the `return` page or the list.
 */
export function ProfileAddressScreen({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Hoàn tất hồ sơ giao hàng` });
  const signedIn = useSignedIn();
  const router = useRouter();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchAddresses().then(
      (addresses) => {
        if (!current) return;
        if (addresses.length > 0) void router.navigate({ to: '/user/delivery-addresses', search: returnTo ? { return: returnTo } : {}, replace: true });
        else setState({ status: 'empty' });
      },
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, attempt, returnTo, router]);

  const done = () => void (returnTo ? router.navigate({ href: returnTo }) : router.navigate({ to: '/user/delivery-addresses' }));
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <section className={styles.panel} aria-labelledby="profile-address-title">
        <h1 id="profile-address-title" className={styles.title}>
          <Trans>Hoàn tất hồ sơ giao hàng</Trans>
        </h1>
        <p className={styles.lead}>
          {returnTo?.startsWith('/checkout') ? (
            <Trans>Thêm địa chỉ nhận hàng để tiếp tục đặt hàng. Địa chỉ này sẽ là địa chỉ mặc định khi đặt hàng.</Trans>
          ) : (
            <Trans>Thêm địa chỉ nhận hàng đầu tiên của bạn. Địa chỉ này sẽ là địa chỉ mặc định khi đặt hàng.</Trans>
          )}
        </p>
        {(!signedIn || state.status === 'loading') && (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <Trans>Đang tải…</Trans>
          </p>
        )}
        {signedIn && state.status === 'error' && (
          <ErrorState
            error={state.error}
            onRetry={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          />
        )}
        {signedIn && state.status === 'empty' && <AddressForm address={null} onSaved={done} />}
      </section>
    </div>
  );
}
