import { Trans, useLingui } from "@lingui/react/macro";
import styles from "./admin-content.module.css";

/** A page-area row's buttons (banner, ad, supporter): change, show or hide, delete — each named with the row. */
export function RowActions({
  name,
  active,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  name: string;
  active: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={styles.small}
        aria-label={t`Sửa: ${name}`}
        onClick={onEdit}
      >
        <Trans>Sửa</Trans>
      </button>
      <button
        type="button"
        className={styles.small}
        disabled={busy}
        aria-label={active ? t`Ẩn: ${name}` : t`Hiện: ${name}`}
        onClick={onToggle}
      >
        {active ? <Trans>Ẩn</Trans> : <Trans>Hiện</Trans>}
      </button>
      <button
        type="button"
        className={styles.smallDanger}
        disabled={busy}
        aria-label={t`Xóa: ${name}`}
        onClick={onDelete}
      >
        <Trans>Xóa</Trans>
      </button>
    </div>
  );
}
