import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CartItem } from '#shared/cart/schemas.ts';
import type { CheckoutContextResponse } from '#shared/checkout/schemas.ts';
import { checkoutFlow, needsDeliveryAddress } from '#shared/checkout/flow.ts';
import { methodContext } from '#shared/checkout/totals.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { cartLinesInOrder } from '../../local/cart-lines.ts';
import { selectedLineIds } from '../../local/cart-selection.ts';
import type { CartLine as LocalCartLine, LocalDb } from '../../local/db.ts';
import { loadLocalDb, useLocalLiveQuery } from '../../local/lazy-local-db.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { fetchCheckoutContext, fetchServerCart } from './checkout-api.ts';
import { draftKey, initialChoices, initialCompany, restoreDraft, type CheckoutDraft } from './checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { checkoutLines } from './checkout-lines.ts';
import { WaitingOrder } from './order-progress.tsx';
import { PendingOrders } from './pending-orders.tsx';
import { useOrderSubmission } from './use-order-submission.ts';
import styles from './checkout-screen.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; context: CheckoutContextResponse; offline: boolean; draft: CheckoutDraft };

interface LocalCart {
  loaded: boolean;
  lines: LocalCartLine[];
  selected: number[];
}

async function readLocalCart(db: LocalDb): Promise<LocalCart> {
  const lines = await cartLinesInOrder(db);
  return { loaded: true, lines, selected: await selectedLineIds(db, lines.map((line) => line.productId)) };
}

const EMPTY_CART: LocalCart = { loaded: false, lines: [], selected: [] };

/**
 * `/checkout` (spec §2 step 2): signed-in users only; guests get the login form (composed in by
 * the route) that brings them back here. Loads the checkout context, the browser's cart and its
 * selection, and the server's prices, then shows the form.
 */
export function CheckoutScreen({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Thanh toán`, canonical: '/checkout' });
  const session = useSession();

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t`Các bước đặt hàng`} className={styles.steps}>
        <ol>
          <li>
            <Link to="/carts">
              <Trans>1. Giỏ hàng</Trans>
            </Link>
          </li>
          <li aria-current="step">
            <Trans>2. Thanh toán</Trans>
          </li>
        </ol>
      </nav>
      <h1 className={styles.title}>
        <Trans>Thanh toán</Trans>
      </h1>
      {session.status === 'loading' && (
        <p className={styles.muted} role="status">
          <Trans>Đang tải…</Trans>
        </p>
      )}
      {session.status === 'guest' && (
        // Offline, a reload cannot ask who is signed in; orders this browser queued still show.
        <PendingOrders />
      )}
      {session.status === 'guest' && (
        <div className={styles.loginPanel}>
          <p>
            <Trans>Vui lòng đăng nhập để đặt hàng.</Trans>
          </p>
          {loginForm}
        </div>
      )}
      {session.status === 'user' && <CheckoutLoader key={session.user.id} userId={session.user.id} />}
    </div>
  );
}

function CheckoutLoader({ userId }: { userId: number }) {
  const locale = useLocale();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [serverCart, setServerCart] = useState<CartItem[] | null>(null);
  const cart = useLocalLiveQuery(readLocalCart, EMPTY_CART);
  const submission = useOrderSubmission();
  const router = useRouter();

  // Spec §4 order success: to the payment page when the server returned one, else to its redirect.
  const { outcome, acknowledge } = submission;
  useEffect(() => {
    if (outcome?.kind !== 'placed') return;
    acknowledge(outcome.entryId);
    if (outcome.response.redirect_pay) window.location.assign(outcome.response.redirect_pay);
    else void router.navigate({ href: outcome.response.redirect });
  }, [outcome, acknowledge, router]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([
      fetchCheckoutContext(userId, controller.signal),
      loadLocalDb().then(async (db) => restoreDraft((await db.kv.get(draftKey(userId)))?.value)),
    ]).then(
      ([{ context, offline }, draft]) => setState({ status: 'ready', context, offline, draft }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    void fetchServerCart(controller.signal).then(setServerCart, () => undefined);
    return () => controller.abort();
  }, [userId, attempt]);

  const onServerCart = useCallback((items: CartItem[]) => setServerCart(items), []);
  const lines = useMemo(() => checkoutLines(cart.lines, serverCart, locale), [cart.lines, serverCart, locale]);
  const selectedIds = useMemo(
    () => (cart.lines.length === 0 ? lines.map((line) => line.priced.id) : cart.selected),
    [cart.lines.length, cart.selected, lines],
  );

  // Spec §2: with no delivery address the address form comes first (its
  // country then decides between the Vietnam and abroad flows), and brings the customer back here.
  const needsAddress = state.status === 'ready' && lines.length > 0 && needsDeliveryAddress(state.context.profile, state.context.address !== null);
  useEffect(() => {
    if (needsAddress) void router.navigate({ to: '/user/profiles/edit', search: { return: '/checkout' }, replace: true });
  }, [needsAddress, router]);

  if (state.status === 'error') return <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />;
  if (state.status === 'loading' || !cart.loaded || needsAddress) {
    return (
      <div className={styles.skeleton} aria-busy="true" role="status">
        <span className="visually-hidden">
          <Trans>Đang tải…</Trans>
        </span>
      </div>
    );
  }

  const { context, draft } = state;
  if (lines.length === 0) {
    return (
      <>
        {submission.watched && <WaitingOrder entry={submission.watched} />}
        <div className={styles.panel}>
          <p className={styles.emptyTitle}>
            <Trans>Giỏ hàng của bạn đang trống</Trans>
          </p>
          <p>
            <Link to="/">
              <Trans>Tiếp tục mua sắm</Trans>
            </Link>
            {' · '}
            <Link to="/orders">
              <Trans>Xem đơn hàng</Trans>
            </Link>
          </p>
        </div>
      </>
    );
  }

  const flow = checkoutFlow({ countryIso: context.profile.country_iso, buyonshop: context.profile.buyonshop });
  // The VAT and bonus availability only narrow the start; the form re-applies them on every change.
  const startContext = methodContext(flow, locale, context.fees, Number.MAX_SAFE_INTEGER);
  const initial = { choices: initialChoices(context.cart_method, draft, startContext), company: initialCompany(draft, context.profile) };
  return (
    <>
      {state.offline && (
        <p className={styles.offlineNote} role="status">
          <Trans>Bạn đang ngoại tuyến: thông tin phí có thể chưa mới nhất. Đơn hàng sẽ được gửi khi có mạng.</Trans>
        </p>
      )}
      <CheckoutForm
        key={`${flow}-${locale}`}
        userId={userId}
        context={context}
        lines={lines}
        selectedIds={selectedIds}
        draft={draft}
        initial={initial}
        submission={submission}
        onServerCart={onServerCart}
      />
    </>
  );
}
