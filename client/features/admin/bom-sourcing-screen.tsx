import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BomLine, BomSourcingListResponse } from '#shared/bom/schemas.ts';
import { API_PATH } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import { cx } from '../../ui/class-names.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import mutedText from '../../ui/muted-text.module.css';
import pageStyles from '../../ui/page.module.css';
import adminButtons from './admin-buttons.module.css';
import adminPanel from './admin-panel.module.css';
import adminTable from '../../ui/admin-table.module.css';
import own from './bom-sourcing-screen.module.css';

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: BomSourcingListResponse };

/** What a staff member needs to quote a line: its part number or value, package and quantity. */
function lineText(line: BomLine): string {
  return [line.mpn, line.value, line.footprint, line.manufacturer, line.description].filter((part) => part && part.trim() !== '').join(' · ') || '—';
}

/** `/admin/bom-sourcing`: the lines customers asked the shop to source from the BOM tool, newest first. */
export function BomSourcingScreen({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Yêu cầu tìm linh kiện` });
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const query = page > 1 ? `?page=${page}` : '';
    getJson<BomSourcingListResponse>(`${API_PATH.adminBomSourcingRequests}${query}`, { signal: controller.signal }).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [page, attempt]);

  const total = state.status === 'ready' ? state.list.total : 0;
  const lastPage = state.status === 'ready' ? state.list.last_page : 1;
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1 className={pageStyles.title}>
        <Trans>Yêu cầu tìm linh kiện</Trans>
      </h1>
      <p className={mutedText.muted}>
        <Link to="/admin">
          <Trans>← Đơn hàng</Trans>
        </Link>
      </p>
      {state.status === 'loading' && (
        <div className={adminTable.skeletons} role="status" aria-busy="true" aria-label={t`Đang tải yêu cầu`}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={adminTable.skeleton} />
          ))}
        </div>
      )}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={() => setAttempt((value) => value + 1)} />}
      {state.status === 'ready' && state.list.total === 0 && (
        <div className={adminPanel.panel} role="status">
          <p>
            <Trans>Chưa có yêu cầu tìm linh kiện nào.</Trans>
          </p>
        </div>
      )}
      {state.status === 'ready' && total > 0 && (
        <>
          <p className={mutedText.muted} role="status">
            <Trans>{total} yêu cầu</Trans>
          </p>
          <div className={adminTable.tableWrap}>
            <table className={cx(adminTable.table, own.stacked)}>
              <caption className="visually-hidden">{t`Yêu cầu tìm linh kiện`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Ngày gửi`}</th>
                  <th scope="col">{t`Liên hệ`}</th>
                  <th scope="col" className={adminTable.num}>
                    {t`Số bo mạch`}
                  </th>
                  <th scope="col">{t`Linh kiện cần tìm`}</th>
                </tr>
              </thead>
              <tbody>
                {state.list.data.map((request) => (
                  <tr key={request.id}>
                    <td data-label={t`Ngày gửi`}>
                      <time dateTime={request.created_at}>{i18n.date(new Date(request.created_at), { dateStyle: 'short', timeStyle: 'short' })}</time>
                      {request.bom_name && <div className={mutedText.muted}>{request.bom_name}</div>}
                    </td>
                    <td data-label={t`Liên hệ`}>
                      <a href={`mailto:${request.email}`}>{request.email}</a>
                      {request.phone && <div>{request.phone}</div>}
                      {request.note && <div className={mutedText.muted}>{request.note}</div>}
                    </td>
                    <td data-label={t`Số bo mạch`} className={adminTable.num}>
                      {request.boards}
                    </td>
                    <td data-label={t`Linh kiện cần tìm`}>
                      <ul className={own.lines}>
                        {request.lines.map((line, index) => (
                          <li key={index}>
                            {line.quantity} × {lineText(line)}
                            {line.designators && line.designators.length > 0 && <span className={mutedText.muted}> ({line.designators.join(', ')})</span>}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 1 && (
            <nav className={adminTable.pager} aria-label={t`Phân trang yêu cầu`}>
              {page > 1 ? (
                <Link to="/admin/bom-sourcing" search={page - 1 > 1 ? { page: page - 1 } : {}} className={adminButtons.secondaryButton}>
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
                <Link to="/admin/bom-sourcing" search={{ page: page + 1 }} className={adminButtons.secondaryButton}>
                  <Trans>Trang sau</Trans>
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
