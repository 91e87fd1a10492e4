import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BomDraft } from './bom-drafts-store.ts';
import styles from './bom.module.css';

/** The BOMs kept on this device: open (offline too) or delete. */
export function BomDrafts({ drafts, current, onOpen, onDelete }: { drafts: BomDraft[] | null; current: string | null; onOpen: (draft: BomDraft) => void; onDelete: (draft: BomDraft) => Promise<void> }) {
  const { t, i18n } = useLingui();
  if (drafts === null || drafts.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="bom-drafts-title">
      <h2 id="bom-drafts-title" className={styles.cardTitle}>
        <Trans>BOM đã lưu trên thiết bị này</Trans>
      </h2>
      <ul className={styles.drafts}>
        {drafts.map((draft) => (
          <li key={draft.id} className={styles.draft}>
            <div>
              <p className={styles.refs}>{draft.name}</p>
              <p className={styles.meta}>
                {draft.fileName ?? t`Dữ liệu đã dán`} · <Plural value={draft.boards} one="# bo" other="# bo" /> · {i18n.date(new Date(draft.updatedAt), { dateStyle: 'short', timeStyle: 'short' })}
              </p>
            </div>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} aria-current={draft.id === current ? 'true' : undefined} onClick={() => onOpen(draft)}>
                {draft.id === current ? t`Đang mở` : t`Mở`}
              </button>
              <button type="button" className={styles.danger} aria-label={t`Xóa ${draft.name}`} onClick={() => void onDelete(draft)}>
                <Trans>Xóa</Trans>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
