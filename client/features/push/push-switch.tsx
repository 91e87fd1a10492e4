import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { commonErrorText } from '../../i18n/api-error-text.ts';
import { disablePush, enablePush, saveSubscription, workerRegistration } from './push-device.ts';
import { pushAvailability, readPushEnvironment } from './push-support.ts';
import styles from './push-switch.module.css';
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushSubscribeTimeoutError } from './subscribe-device.ts';

type View =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'needs_home_screen' }
  | { kind: 'no_worker' }
  | { kind: 'ready'; registration: ServiceWorkerRegistration; on: boolean; permission: NotificationPermission };

const msgOnFailed = msg`Không bật được thông báo đẩy trên thiết bị này. Vui lòng thử lại sau.`;
const msgOffFailed = msg`Không tắt được thông báo đẩy. Vui lòng thử lại sau.`;
const timeoutSeconds = PUSH_SUBSCRIBE_TIMEOUT_MS / 1000;
const msgSubscribeTimeout = msg`Dịch vụ thông báo đẩy của trình duyệt không phản hồi sau ${timeoutSeconds} giây nên chưa bật được. Kiểm tra kết nối mạng rồi thử lại.`;

/** How long to wait for the service worker on a first visit before saying push is not ready. */
const WORKER_WAIT_MS = 4_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await workerRegistration();
  if (existing) return existing;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Where the device stands, read without asking anything (no permission prompt on page load). */
async function initialView(): Promise<View> {
  const availability = pushAvailability(readPushEnvironment());
  if (availability !== 'supported') return { kind: availability };
  const registration = await readyRegistration();
  if (!registration) return { kind: 'no_worker' };
  const subscription = await registration.pushManager.getSubscription();
  const permission = Notification.permission;
  const on = subscription !== null && permission === 'granted';
  // Re-sent quietly: the server moves the device to whoever is signed in now (one row per device).
  if (on) void saveSubscription(subscription).catch(() => undefined);
  return { kind: 'ready', registration, on, permission };
}

/**
 * The "Thông báo đẩy" switch on /user/settings: switching on asks for
 * permission, subscribes this device and stores it; off removes it. iPhone/iPad tabs get the
 * Home Screen explanation instead of a switch.
 */
export function PushSwitch() {
  const { i18n } = useLingui();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    let live = true;
    initialView()
      .then((next) => live && setView(next))
      .catch(() => live && setView({ kind: 'unsupported' }));
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    if (view.kind !== 'ready' || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (view.on) {
        await disablePush(view.registration);
        setView({ ...view, on: false });
      } else {
        const permission = await enablePush(view.registration);
        setView({ ...view, on: permission === 'granted', permission });
      }
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? commonErrorText(i18n, caught.isNetworkError ? 'network_error' : caught.code, caught.retryAfterSeconds)
          : caught instanceof PushSubscribeTimeoutError
            ? i18n._(msgSubscribeTimeout)
            : i18n._(view.on ? msgOffFailed : msgOnFailed),
      );
    } finally {
      setBusy(false);
    }
  }

  const label = (
    <span className={styles.label}>
      <span id={labelId} className={styles.labelText}>
        <Trans>Thông báo đẩy</Trans>
      </span>
      <span id={hintId} className={styles.hint}>
        <Trans>Nhận thông báo trên thiết bị này khi đơn hàng của bạn đổi trạng thái.</Trans>
      </span>
    </span>
  );

  if (view.kind === 'needs_home_screen') return <HomeScreenNotice label={label} />;
  if (view.kind === 'unsupported' || view.kind === 'no_worker') {
    return (
      <div className={styles.label}>
        {label}
        <p className={styles.notice}>
          {view.kind === 'unsupported' ? (
            <Trans>Trình duyệt này không hỗ trợ thông báo đẩy. Bạn vẫn xem được mọi cập nhật trong mục Thông báo.</Trans>
          ) : (
            <Trans>Thông báo đẩy sẵn sàng khi ứng dụng đã cài đặt xong. Vui lòng tải lại trang sau giây lát.</Trans>
          )}
        </p>
      </div>
    );
  }

  // The failed action again (the switch is where it was, so toggling repeats it); focus goes to
  // the switch, which shows the wait, as the retry button leaves with the message.
  function retry() {
    switchRef.current?.focus();
    void toggle();
  }

  const on = view.kind === 'ready' && view.on;
  const denied = view.kind === 'ready' && view.permission === 'denied' && !on;
  return (
    <div className={styles.label}>
      <div className={styles.row}>
        {label}
        <button
          ref={switchRef}
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={[hintId, error || denied ? errorId : null].filter(Boolean).join(' ')}
          aria-busy={busy || view.kind === 'checking'}
          // aria-disabled, not disabled: the switch keeps the focus while it waits (toggle() ignores clicks then).
          aria-disabled={busy || view.kind === 'checking'}
          onClick={() => void toggle()}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.knob} />
          </span>
          <span aria-hidden="true">{on ? <Trans>Bật</Trans> : <Trans>Tắt</Trans>}</span>
        </button>
      </div>
      <p id={errorId} className={styles.error} role="status">
        {error ??
          (denied ? (
            <Trans>Trình duyệt đang chặn thông báo từ trang này. Hãy cho phép thông báo trong cài đặt trang web của trình duyệt rồi bật lại.</Trans>
          ) : null)}
      </p>
      {error && (
        <button type="button" className={styles.retry} onClick={retry}>
          <Trans>Thử lại</Trans>
        </button>
      )}
    </div>
  );
}

function HomeScreenNotice({ label }: { label: ReactNode }) {
  return (
    <div className={styles.label}>
      {label}
      <div className={styles.notice}>
        <p>
          <Trans>Trên iPhone và iPad, thông báo đẩy chỉ hoạt động khi ứng dụng đã được thêm vào Màn hình chính:</Trans>
        </p>
        <ol>
          <li>
            <Trans>Mở trang này bằng Safari.</Trans>
          </li>
          <li>
            <Trans>Chạm nút Chia sẻ, rồi chọn “Thêm vào Màn hình chính”.</Trans>
          </li>
          <li>
            <Trans>Mở ứng dụng từ biểu tượng trên Màn hình chính và bật thông báo đẩy tại đây.</Trans>
          </li>
        </ol>
      </div>
    </div>
  );
}
