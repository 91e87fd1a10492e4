import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorState } from '../../ui/error-state.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { PcbConfigContext } from './pcb-config-context.ts';
import styles from './pcb-layout.module.css';
import pcbPage from './pcb-page.module.css';
import { usePcbConfig } from './use-pcb-config.ts';
import { centredScrollLeft, useScrollEdges } from './use-scroll-edges.ts';

/** /pcb and its tabs (spec §2 "PCB online ordering"): fabrication, assembly, stencil, custom, drafts. */
export function PcbLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  usePageMeta({
    title: t`Đặt mạch in PCB trực tuyến`,
    description: t`Báo giá tức thì gia công PCB, lắp ráp linh kiện và stencil SMD; lưu nháp và gửi cả khi mất mạng.`,
    canonical: '/pcb',
  });
  const config = usePcbConfig();
  const nav = useRef<HTMLElement>(null);
  const edges = useScrollEdges(nav);
  const pathname = useLocation({ select: (location) => location.pathname });
  // On a phone the tabs scroll sideways: the current one is centred in the row,
  // without moving the page itself, and fades at the cut edges say there is more to scroll to.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) row.scrollLeft = centredScrollLeft(current, row.clientWidth);
  }, [pathname]);
  const tab = (to: '/pcb' | '/pcb/assembly' | '/pcb/stencil' | '/pcb/custom' | '/pcb/drafts', label: ReactNode) => (
    <Link to={to} className={styles.tab} activeProps={{ className: `${styles.tab} ${styles.tabActive}`, 'aria-current': 'page' }} activeOptions={{ exact: true, includeSearch: false }}>
      {label}
    </Link>
  );
  return (
    <div className={`container ${pcbPage.page}`}>
      <header>
        <h1 className={pcbPage.title}>
          <Trans>Đặt mạch in PCB trực tuyến</Trans>
        </h1>
        <p className={pcbPage.lead}>
          <Trans>Giá hiện ngay khi bạn chọn thông số. Mọi biểu mẫu được lưu nháp trên máy, kể cả khi mất mạng.</Trans>
        </p>
      </header>
      <div className={styles.tabsFrame} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
        <nav ref={nav} className={styles.tabs} aria-label={t`Loại báo giá`}>
          {tab('/pcb', <Trans>Gia công PCB</Trans>)}
          {tab('/pcb/assembly', <Trans>Lắp ráp PCB</Trans>)}
          {tab('/pcb/stencil', <Trans>Stencil SMD</Trans>)}
          {tab('/pcb/custom', <Trans>Báo giá theo yêu cầu</Trans>)}
          {tab('/pcb/drafts', <Trans>Bản nháp của tôi</Trans>)}
        </nav>
      </div>
      {config.status === 'error' ? (
        <ErrorState error={null} onRetry={config.retry} title={<Trans>Không tải được bảng giá PCB</Trans>} />
      ) : (
        <PcbConfigContext value={config}>{children}</PcbConfigContext>
      )}
    </div>
  );
}
