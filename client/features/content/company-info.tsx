import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { COMPANY_INFO_VISIBLE_PARAGRAPHS, companyInfoView } from './company-info-paragraphs.ts';
import styles from './company-info.module.css';

/**
 * The company registration text from the shop settings (shop-owned HTML, so rendered as is).
 * Over two paragraphs it collapses to the first two with a "show more" toggle (spec §4).
 */
export function CompanyInfo({ html }: { html: string }) {
  const { paragraphs, collapsible } = useMemo(() => companyInfoView(html), [html]);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const shown = collapsible && !expanded ? paragraphs.slice(0, COMPANY_INFO_VISIBLE_PARAGRAPHS) : paragraphs;

  return (
    <div className={styles.info}>
      <div id={bodyId} className={styles.body} dangerouslySetInnerHTML={{ __html: shown.join('') }} />
      {collapsible && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Thu gọn</Trans> : <Trans>Xem thêm</Trans>}
          <ChevronDownIcon size={16} className={expanded ? styles.chevronUp : undefined} />
        </button>
      )}
    </div>
  );
}
