import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import pcbActions from './pcb-actions.module.css';
import quoteCard from './quote-card.module.css';

interface AttachedBomCardProps {
  bomId: number;
  /** '' for a draft linked before the name was kept: the BOM is then named by its number. */
  name: string;
  lineCount: number | null;
  onDetach: () => void;
}

/**
 * The BOM saved in the account that an assembly quote is linked to (sent as `bom_id`): its name
 * and line count as /bom had them, a way back to /bom, and "detach" (the parts stay in the note;
 * only the link goes). Read from the draft, so it shows offline too.
 */
export function AttachedBomCard({ bomId, name, lineCount, onDetach }: AttachedBomCardProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className={quoteCard.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={quoteCard.cardTitle}>
        <Trans>BOM đính kèm</Trans>
      </h2>
      <p>
        {name || t`BOM số ${bomId}`}
        {lineCount !== null && (
          <>
            {' · '}
            <Plural value={lineCount} one="# dòng" other="# dòng" />
          </>
        )}
      </p>
      <p className={quoteCard.meta}>
        <Trans>Báo giá sẽ được liên kết với BOM này trong tài khoản của bạn; xưởng xem được các dòng của nó.</Trans>
      </p>
      <div className={pcbActions.actions}>
        <Link to="/bom" className={pcbActions.secondary}>
          <Trans>Mở trang BOM</Trans>
        </Link>
        <button type="button" className={pcbActions.danger} onClick={onDetach}>
          <Trans>Gỡ BOM khỏi báo giá</Trans>
        </button>
      </div>
    </section>
  );
}
