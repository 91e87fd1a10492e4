import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderBankTransfer } from '#shared/orders/schemas.ts';
import { formatVnd } from '#shared/money/format.ts';
import styles from './bank-transfer-box.module.css';

/**
 * Bank transfer details of an unpaid order (account from settings, the order code as the
 * memo, a VietQR code). The amount is always in dong: the transfer is made to a Vietnamese bank.
 */
export function BankTransferBox({ transfer }: { transfer: OrderBankTransfer }) {
  const { t } = useLingui();
  return (
    <section className={styles.bank} aria-label={t`Thông tin chuyển khoản`}>
      <img className={styles.qr} src={transfer.qr_image_url} width={160} height={160} alt={t`Mã VietQR để chuyển khoản`} loading="lazy" />
      <dl className={styles.bankDetails}>
        <div>
          <dt>
            <Trans>Ngân hàng</Trans>
          </dt>
          <dd>{transfer.bank_name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Số tài khoản</Trans>
          </dt>
          <dd className={styles.mono}>{transfer.account_number}</dd>
        </div>
        <div>
          <dt>
            <Trans>Chủ tài khoản</Trans>
          </dt>
          <dd>{transfer.account_name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Số tiền</Trans>
          </dt>
          <dd>{formatVnd(transfer.amount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Nội dung chuyển khoản</Trans>
          </dt>
          <dd className={styles.mono}>{transfer.memo}</dd>
        </div>
      </dl>
    </section>
  );
}
