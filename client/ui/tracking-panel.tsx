import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { TrackingScan } from '#shared/tracking/schemas.ts';
import { ApiError } from '../api/api-error.ts';
import { commonErrorText } from '../i18n/api-error-text.ts';
import { ChevronDownIcon, RefreshIcon, TruckIcon } from './icons.tsx';
import { trackShipment } from './track-shipment.ts';
import styles from './tracking-panel.module.css';

const msgCarrierFailed = msg`Chưa lấy được hành trình từ đơn vị vận chuyển. Vui lòng thử lại sau ít phút.`;
const msgUnavailable = msg`Tra cứu hành trình tạm thời chưa có. Vui lòng liên hệ cửa hàng để biết tình trạng giao hàng.`;

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; scans: TrackingScan[] } | { status: 'error'; error: unknown };

interface TrackingPanelProps {
  waybill: string;
  /** The carrier's name as staff entered it, shown beside the waybill. */
  carrier?: string | null;
  /** Replaces the customers' "ask the shop" text when tracking is not set up (503 tracking_unavailable), e.g. for staff. */
  unavailableText?: string | undefined;
}

/**
 * The shipment-tracking panel (spec §2 dynamic areas; §4 "tracking details are collapsed by
 * default, expandable"): a button opening a region that lists the carrier's scans
 * (scantype, desc, scantime) for the waybill. Loads on first opening; a carrier failure shows
 * a readable message with a retry, never a blank panel.
 */
export function TrackingPanel({ waybill, carrier = null, unavailableText }: TrackingPanelProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const buttonId = useId();
  const regionId = useId();
  const loaded = useRef<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const key = `${waybill}#${attempt}`;
    if (loaded.current === key) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    trackShipment(waybill, controller.signal).then(
      (scans) => {
        loaded.current = key;
        setState({ status: 'done', scans });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [open, waybill, attempt]);

  // The retry button goes away with the error: keep keyboard focus in the panel, not on <body>.
  function retry() {
    toggleRef.current?.focus();
    setAttempt((value) => value + 1);
  }

  function errorText(error: unknown): string {
    if (error instanceof ApiError) {
      if (error.code === 'tracking_failed') return i18n._(msgCarrierFailed);
      if (error.code === 'tracking_unavailable') return unavailableText ?? i18n._(msgUnavailable);
      return commonErrorText(i18n, error.isNetworkError ? 'network_error' : error.code, error.retryAfterSeconds);
    }
    return commonErrorText(i18n, 'unexpected');
  }

  return (
    <div className={styles.panel}>
      <h3 className={styles.heading}>
        <button
          ref={toggleRef}
          id={buttonId}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <TruckIcon size={18} className={styles.icon} />
          <span className={styles.toggleText}>
            <Trans>Hành trình đơn hàng</Trans>
            <span className={styles.waybill}>
              {carrier ? `${carrier} · ` : ''}
              {waybill}
            </span>
          </span>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
      </h3>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.body}>
        {(state.status === 'loading' || state.status === 'idle') && (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <Trans>Đang tải hành trình…</Trans>
          </p>
        )}
        {state.status === 'error' && (
          <div className={styles.error} role="alert">
            <p>{errorText(state.error)}</p>
            <button type="button" className={styles.retry} onClick={retry}>
              <RefreshIcon size={16} />
              <Trans>Thử lại</Trans>
            </button>
          </div>
        )}
        {state.status === 'done' && state.scans.length === 0 && (
          <p className={styles.empty}>
            <Trans>Chưa có thông tin hành trình cho mã vận đơn {waybill}. Đơn vị vận chuyển sẽ cập nhật sau khi nhận hàng.</Trans>
          </p>
        )}
        {state.status === 'done' && state.scans.length > 0 && (
          <ol className={styles.scans}>
            {state.scans.map((scan, index) => (
              <li key={`${scan.scantime}-${index}`} className={styles.scan}>
                <span className={styles.scanType}>{scan.scantype}</span>
                <span className={styles.scanDesc}>{scan.desc}</span>
                <span className={styles.scanTime}>{scan.scantime}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
