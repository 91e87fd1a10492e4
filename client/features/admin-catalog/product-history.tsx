import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import styles from './admin-catalog.module.css';

const ACTIONS = {
  create: msg`tạo sản phẩm`,
  update: msg`sửa`,
  archive: msg`lưu trữ`,
  unarchive: msg`bỏ lưu trữ`,
  picture_add: msg`thêm hình`,
  picture_order: msg`đổi thứ tự hình`,
  picture_delete: msg`xóa hình`,
  bulk_update: msg`sửa hàng loạt`,
  import_create: msg`tạo từ tệp nhập`,
  import_update: msg`cập nhật từ tệp nhập`,
  reprice: msg`đổi giá theo giá nhập`,
} as const;

function actionText(i18n: I18n, action: string): string {
  const known = ACTIONS[action as keyof typeof ACTIONS];
  return known ? i18n._(known) : action;
}

/** A stored value as one short line (price breaks as "5+: 12000"). */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' && 'quantity' in item && 'price' in item ? `${String(item.quantity)}+: ${String(item.price)}` : String(item))).join(', ') || '—';
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every recorded change of the product, newest first: who, when, and each field before → after. */
export function ProductHistory({ history }: { history: readonly StaffChangeRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="product-history">
      <h2 id="product-history" className={styles.sectionTitle}>
        <Trans>Lịch sử thay đổi</Trans>
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có thay đổi nào được ghi lại.</Trans>
        </p>
      ) : (
        <ol className={styles.history}>
          {history.map((change, index) => (
            <li key={index} className={styles.historyItem}>
              <time dateTime={change.at}>{i18n.date(new Date(change.at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' })}</time> · <strong>{actionText(i18n, change.action)}</strong> · {change.user_name ?? t`(tài khoản đã xóa)`}
              {change.action !== 'create' && change.after && (
                <ul className={styles.diff}>
                  {Object.keys(change.after).map((field) => (
                    <li key={field}>
                      <code>{field}</code>: {valueText(change.before?.[field])} → {valueText(change.after?.[field])}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
