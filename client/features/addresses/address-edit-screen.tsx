import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AddressForm } from './address-form.tsx';
import { formMessage } from './address-messages.ts';
import { fetchAddress } from './addresses-api.ts';
import styles from './addresses.module.css';
import { useSignedIn } from './use-signed-in.ts';

type LoadState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; address: DeliveryAddressView | null };

/**
 * `/user/delivery-addresses/{id}/edit` and `/user/delivery-addresses/new` (spec §2): the address
 * form; saving goes back to the list (keeping its `return` page).
 */
export function AddressEditScreen({ id, returnTo }: { id: number | null; returnTo: string | undefined }) {
  const { t, i18n } = useLingui();
  usePageMeta({ title: id === null ? t`Thêm địa chỉ giao hàng` : t`Sửa địa chỉ giao hàng` });
  const signedIn = useSignedIn();
  const router = useRouter();
  const [state, setState] = useState<LoadState>(id === null ? { status: 'ready', address: null } : { status: 'loading' });

  const load = useCallback(async () => {
    if (id === null) return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', address: await fetchAddress(id) });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [id]);

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const backToList = () => void router.navigate({ to: '/user/delivery-addresses', search: returnTo ? { return: returnTo } : {} });
  const missing = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <nav className={styles.back} aria-label={t`Điều hướng`}>
        <Link to="/user/delivery-addresses" search={returnTo ? { return: returnTo } : {}}>
          <span aria-hidden="true">← </span>
          <Trans>Sổ địa chỉ giao hàng</Trans>
        </Link>
      </nav>
      <section className={styles.panel} aria-labelledby="address-form-title">
        <h1 id="address-form-title" className={styles.title}>
          {id === null ? <Trans>Thêm địa chỉ giao hàng</Trans> : <Trans>Sửa địa chỉ giao hàng</Trans>}
        </h1>
        {(!signedIn || state.status === 'loading') && (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <Trans>Đang tải…</Trans>
          </p>
        )}
        {signedIn && missing && <p className={styles.empty}>{formMessage(i18n, 'not_found')}</p>}
        {signedIn && state.status === 'error' && !missing && <ErrorState error={state.error} onRetry={() => void load()} />}
        {signedIn && state.status === 'ready' && <AddressForm key={state.address?.id ?? 'new'} address={state.address} onSaved={backToList} onCancel={backToList} />}
      </section>
    </div>
  );
}
