import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminOrdersResponse } from '#shared/admin/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '#shared/orders/lifecycle.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { cx } from '../../ui/class-names.ts';
import { orderStatusLabel } from '../../ui/order-status-label.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { fetchAdminOrders } from './admin-api.ts';
import { adminKind, type AdminSearch } from './admin-search.ts';
import styles from './admin-orders-screen.module.css';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import adminButtons from './admin-buttons.module.css';
import adminPanel from './admin-panel.module.css';
import adminTable from '../../ui/admin-table.module.css';
import badges from './status-badge.module.css';
import { StatusBadge } from './status-badge.tsx';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: AdminOrdersResponse };

/** `/admin`: shop orders and PCB orders, a status filter, a search and pages. */
export function AdminOrdersScreen({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Quản trị đơn hàng` });
  const kind = adminKind(search);
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>
        <Trans>Quản trị đơn hàng</Trans>
      </h1>
      <nav aria-label={t`Loại đơn hàng`} className={styles.tabs}>
        <Link to="/admin" search={{}} className={styles.tab} aria-current={kind === 'shop' ? 'page' : undefined} activeOptions={{ exact: true }}>
          <Trans>Đơn hàng</Trans>
        </Link>
        <Link to="/admin" search={{ kind: 'pcb' }} className={styles.tab} aria-current={kind === 'pcb' ? 'page' : undefined} activeOptions={{ exact: true }}>
          <Trans>Đơn hàng PCB</Trans>
        </Link>
        <Link to="/admin/products" className={styles.tab}>
          <Trans>Sản phẩm</Trans>
        </Link>
        <Link to="/admin/bom-sourcing" className={styles.tab}>
          <Trans>Yêu cầu tìm linh kiện</Trans>
        </Link>
        {/* The shop's content back office (news, contact messages). */}
        <Link to="/admin/news" className={styles.tab}>
          <Trans>Tin tức</Trans>
        </Link>
        <Link to="/admin/contact-messages" className={styles.tab}>
          <Trans>Tin nhắn liên hệ</Trans>
        </Link>
        <Link to="/admin/community" className={styles.tab}>
          <Trans>Kiểm duyệt</Trans>
        </Link>
        {/* The catalogue's structure (categories) and the shop's settings. */}
        <Link to="/admin/categories" className={styles.tab}>
          <Trans>Danh mục</Trans>
        </Link>
        <Link to="/admin/settings" className={styles.tab}>
          <Trans>Cài đặt</Trans>
        </Link>
      </nav>
      <Filters key={`${kind}-${search.status ?? ''}-${search.q ?? ''}`} search={search} />
      <OrderTable search={search} />
    </div>
  );
}

/** Status and search as a form: the choice is applied on submit, so typing does not refetch on every key. */
function Filters({ search }: { search: AdminSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [q, setQ] = useState(search.q ?? '');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = q.trim();
    void navigate({
      to: '/admin',
      search: {
        ...(search.kind ? { kind: search.kind } : {}),
        ...(isOrderStatus(status) ? { status: status as OrderStatus } : {}),
        ...(trimmed ? { q: trimmed } : {}),
      },
    });
  }

  return (
    <form role="search" aria-label={t`Lọc đơn hàng`} className={styles.filters} onSubmit={apply}>
      <SelectField name="status" label={t`Trạng thái`} value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">{t`Tất cả trạng thái`}</option>
        {ORDER_STATUSES.filter((value) => (value !== 'in_production' && value !== 'quoted') || search.kind === 'pcb').map((value) => (
          <option key={value} value={value}>
            {orderStatusLabel(i18n, value)}
          </option>
        ))}
      </SelectField>
      <TextField
        name="q"
        type="search"
        label={t`Tìm kiếm`}
        placeholder={t`Mã đơn, tên hoặc e-mail khách, mã vận đơn`}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <button type="submit" className={styles.filterSubmit}>
        <Trans>Lọc</Trans>
      </button>
    </form>
  );
}

function OrderTable({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const kind = adminKind(search);
  const page = search.page ?? 1;
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchAdminOrders({ kind, status: search.status, q: search.q, page }, controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [kind, search.status, search.q, page, attempt]);

  if (state.status === 'loading') {
    return (
      <div className={adminTable.skeletons} role="status" aria-busy="true" aria-label={t`Đang tải đơn hàng`}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={adminTable.skeleton} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />;

  const { list } = state;
  const total = list.total;
  if (list.total === 0) {
    return (
      <div className={adminPanel.panel} role="status">
        <p>
          {search.status || search.q ? <Trans>Không có đơn hàng nào khớp bộ lọc.</Trans> : <Trans>Chưa có đơn hàng nào.</Trans>}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={mutedText.muted} role="status">
        <Trans>{total} đơn hàng</Trans>
      </p>
      <div className={adminTable.tableWrap}>
        <table className={adminTable.table}>
          <caption className="visually-hidden">{kind === 'pcb' ? t`Đơn hàng PCB` : t`Đơn hàng`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Mã đơn`}</th>
              <th scope="col">{t`Trạng thái`}</th>
              <th scope="col">{t`Khách hàng`}</th>
              <th scope="col">{t`Ngày đặt`}</th>
              <th scope="col">{t({ message: 'Thanh toán', context: 'payment' })}</th>
              <th scope="col" className={adminTable.num}>
                {t`Tổng cộng`}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((order) => (
              <OrderRow key={`${order.kind}-${order.id}`} order={order} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager search={search} page={list.current_page} lastPage={list.last_page} />
    </>
  );
}

function OrderRow({ order }: { order: AdminOrdersResponse['data'][number] }) {
  const { t, i18n } = useLingui();
  return (
    <tr>
      <td>
        <Link to="/admin/orders/$kind/$id" params={{ kind: order.kind, id: String(order.id) }} className={styles.codeLink}>
          {order.code}
        </Link>
      </td>
      <td>
        <StatusBadge status={order.status} />
      </td>
      <td data-label={t`Khách hàng`}>
        {order.customer.fullname}
        {order.customer.email && <span className={cx(mutedText.muted)}> · {order.customer.email}</span>}
      </td>
      <td data-label={t`Ngày đặt`}>
        <time dateTime={order.created_at}>{i18n.date(new Date(order.created_at), { dateStyle: 'short', timeStyle: 'short' })}</time>
      </td>
      <td data-label={t({ message: 'Thanh toán', context: 'payment' })}>
        {order.payment.paid ? (
          <span className={cx(badges.badge, badges.badgeDone)}>{t`Đã thanh toán`}</span>
        ) : order.payment.required ? (
          <span className={cx(badges.badge, badges.badgeUnpaid)}>{t`Chưa thanh toán`}</span>
        ) : (
          <span className={mutedText.muted}>{t`Thu khi giao`}</span>
        )}
      </td>
      <td data-label={t`Tổng cộng`} className={adminTable.num}>
        {formatVnd(order.total)}
      </td>
    </tr>
  );
}

function Pager({ search, page, lastPage }: { search: AdminSearch; page: number; lastPage: number }) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const { page: _current, ...rest } = search;
  return (
    <nav className={adminTable.pager} aria-label={t`Phân trang đơn hàng`}>
      {page > 1 ? (
        <Link to="/admin" search={page - 1 > 1 ? { ...rest, page: page - 1 } : rest} className={adminButtons.secondaryButton}>
          <Trans>Trang trước</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className={mutedText.muted}>
        <Trans>
          Trang {page}/{lastPage}
        </Trans>
      </span>
      {page < lastPage ? (
        <Link to="/admin" search={{ ...rest, page: page + 1 }} className={adminButtons.secondaryButton}>
          <Trans>Trang sau</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
