import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import type { PcbDraft } from '../../local/db.ts';
import { draftSummary } from './draft-summary.ts';
import type { QuoteState } from './quote-state.ts';
import styles from './resume-draft-prompt.module.css';
import { useConfigText } from './use-config-text.ts';

interface ResumeDraftPromptProps {
  row: PcbDraft;
  state: QuoteState;
  config: PcbConfig;
  onContinue: () => void;
  onStartNew: () => void;
}

/**
 * "Continue the last draft?": a form opened without a
 * draft, while one of its kind is still being filled, says what that draft is and when it was
 * saved, and lets the customer continue it or start a new form. A region named by its question,
 * so it is found by landmark and read as one piece; nothing moves focus until a choice is made.
 */
export function ResumeDraftPrompt({ row, state, config, onContinue, onStartNew }: ResumeDraftPromptProps) {
  const { i18n } = useLingui();
  const text = useConfigText();
  const titleId = useId();
  const savedAt = i18n.date(new Date(row.updatedAt), { dateStyle: 'short', timeStyle: 'short' });
  const fileName = row.fileName;
  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Tiếp tục bản nháp gần nhất?</Trans>
      </h2>
      <p className={styles.summary}>{draftSummary(state, config, text)}</p>
      <p className={styles.meta}>
        {fileName ? <Trans>Tệp {fileName} · lưu lúc {savedAt}</Trans> : <Trans>Lưu lúc {savedAt}</Trans>}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.continue} onClick={onContinue}>
          <Trans>Tiếp tục bản nháp</Trans>
        </button>
        <button type="button" className={styles.startNew} onClick={onStartNew}>
          <Trans>Bắt đầu mới</Trans>
        </button>
        <Link to="/pcb/drafts" className={styles.all}>
          <Trans>Xem tất cả bản nháp</Trans>
        </Link>
      </div>
    </section>
  );
}
