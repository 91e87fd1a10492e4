import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { COMPANY_INFO_VISIBLE_PARAGRAPHS, companyInfoView } from './company-info-paragraphs.ts';
import styles from './company-info.module.css';

/**
 * A footer info text (spec §4 "collapsing to an expandable view when over 2 paragraphs"): the
 * company registration text or a category's text, shop-owned HTML rendered as is. Over two
 * paragraphs it collapses to the first two with a "show more" toggle; `subject` completes the
 * toggle's name for screen readers when a page has two of them.
 */
export function CompanyInfo({ html, subject }: { html: string; subject?: string }) {
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
          {subject && <span className="visually-hidden">: {subject}</span>}
          <ChevronDownIcon size={16} className={expanded ? styles.chevronUp : undefined} />
        </button>
      )}
    </div>
  );
}
