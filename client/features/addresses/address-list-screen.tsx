import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { DeliveryAddressView } from '#shared/addresses/schemas.ts';
import { ApiError } from '../../api/api-error.ts';
import { useAccountData } from '../../local/use-account-data.ts';
import { currentPath, loginHref } from '../../session/login-href.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { SavedCopyNotice } from '../../ui/saved-copy-notice.tsx';
import { useConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AddressCard } from './address-card.tsx';
import { formMessage } from './address-messages.ts';
import { fetchAddresses, makeDefault, removeAddress } from './addresses-api.ts';
import styles from './addresses.module.css';
import { useSignedIn } from './use-signed-in.ts';

/** Spec §8: toasts fade after 3 s. */
const NOTICE_MS = 3000;

/**
 * `/user/delivery-addresses[?return=/carts]` (spec §2, §4): the user's addresses, the default
 * marked. Making one the default refreshes the list with a success message, or goes to the
 * `return` page when there is one; the default cannot be removed; deleting asks first.
 */
export function AddressListScreen({ returnTo }: { returnTo: string | undefined }) {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Sổ địa chỉ giao hàng`, canonical: '/user/delivery-addresses' });
  const [confirm, confirmDialog] = useConfirmDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const signedIn = useSignedIn();
  const session = useSession();
  const router = useRouter();
  // The last list seen shows offline, from the user's saved copy.
  const { state, retry, update } = useAccountData<DeliveryAddressView[]>(session.status === 'user' ? session.user.id : null, 'delivery-addresses', fetchAddresses);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function fail(error: unknown) {
    if (error instanceof ApiError && error.code === 'login_required') {
      void router.navigate({ href: loginHref(currentPath()) });
      return;
    }
    setNotice(null);
    setFailure(formMessage(i18n, error instanceof ApiError ? error.code : 'unexpected'));
  }

  async function choose(address: DeliveryAddressView) {
    if (busyId !== null) return;
    setBusyId(address.id);
    setFailure(null);
    try {
      const addresses = address.address_default === 1 ? null : await makeDefault(address.id);
      if (returnTo) {
        void router.navigate({ href: returnTo });
        return;
      }
      if (addresses) update(() => addresses);
      setNotice(t`Đã đặt địa chỉ mặc định.`);
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(address: DeliveryAddressView) {
    if (busyId !== null) return;
    // Spec §5 "Delete needs confirmation (delete_confirm)", in the shop's own dialog.
    const confirmed = await confirm({ title: t`Xóa địa chỉ?`, message: t`Bạn có chắc muốn xóa địa chỉ này?`, confirmLabel: t`Xóa` });
    if (!confirmed) return;
    // The card and its button go: the title keeps focus while the notice is read out.
    titleRef.current?.focus();
    setBusyId(address.id);
    setFailure(null);
    try {
      await removeAddress(address.id);
      update((addresses) => addresses.filter((a) => a.id !== address.id));
      setNotice(t`Đã xóa địa chỉ.`);
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  const newSearch = returnTo ? { return: returnTo } : {};
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            <Trans>Sổ địa chỉ giao hàng</Trans>
          </h1>
          <p className={styles.lead}>
            {returnTo ? <Trans>Chọn địa chỉ nhận hàng cho đơn của bạn.</Trans> : <Trans>Địa chỉ mặc định được dùng khi bạn đặt hàng.</Trans>}
          </p>
        </div>
        {state.status === 'ready' && state.data.length > 0 && (
          <Link to="/user/delivery-addresses/new" search={newSearch} className={styles.addLink}>
            <span aria-hidden="true">+ </span>
            <Trans>Thêm địa chỉ mới</Trans>
          </Link>
        )}
      </header>
      <div className={styles.messages}>
        <p role="status" className={notice ? styles.notice : styles.srOnly}>
          {notice}
        </p>
        {failure && <FormAlert ref={failureRef}>{failure}</FormAlert>}
      </div>
      {(!signedIn || state.status === 'loading') && (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Đang tải địa chỉ…</Trans>
        </p>
      )}
      {signedIn && state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {signedIn && state.status === 'ready' && state.savedAt !== null && <SavedCopyNotice savedAt={state.savedAt} onRetry={retry} />}
      {signedIn && state.status === 'ready' && state.data.length === 0 && (
        <div className={styles.empty}>
          <p>
            <Trans>Bạn chưa có địa chỉ giao hàng nào.</Trans>
          </p>
          <Link to="/user/delivery-addresses/new" search={newSearch} className={styles.addLink}>
            <span aria-hidden="true">+ </span>
            <Trans>Thêm địa chỉ mới</Trans>
          </Link>
        </div>
      )}
      {signedIn && state.status === 'ready' && state.data.length > 0 && (
        <ul className={styles.list} aria-label={t`Các địa chỉ giao hàng`}>
          {state.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              returnTo={returnTo}
              busy={busyId === address.id}
              onChoose={() => void choose(address)}
              onDelete={() => void remove(address)}
            />
          ))}
        </ul>
      )}
      {confirmDialog}
    </div>
  );
}
