import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { StaffChangeRow } from '#shared/audit/schemas.ts';
import { StaffChangeLog } from '../../ui/staff-change-log.tsx';
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

/** Every recorded change of the product, newest first: who, when, and each field before → after. */
export function ProductHistory({ history }: { history: readonly StaffChangeRow[] }) {
  return (
    <section className={styles.section} aria-labelledby="product-history">
      <h2 id="product-history" className={styles.sectionTitle}>
        <Trans>Lịch sử thay đổi</Trans>
      </h2>
      <StaffChangeLog changes={history} actions={ACTIONS} showFields={(change) => change.action !== 'create'} className={styles.history} itemClassName={styles.historyItem} />
    </section>
  );
}
