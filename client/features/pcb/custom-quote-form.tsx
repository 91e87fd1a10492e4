import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { DeliveryPanel } from './delivery-panel.tsx';
import { DesignFileInput } from './design-file-input.tsx';
import type { DraftFile } from './pcb-draft.ts';
import styles from './pcb.module.css';
import type { CustomState } from './quote-state.ts';
import { SubmitArea } from './submit-area.tsx';
import { useQuoteForm } from './use-quote-form.ts';

interface CustomQuoteFormProps {
  config: PcbConfig;
  initial: CustomState;
  initialFile: DraftFile;
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

/** The fourth flow (spec §1; §3 Quote): choose a kind quoted by hand, describe, attach, submit. */
export function CustomQuoteForm({ config, initial, initialFile, draftId, onDraftId }: CustomQuoteFormProps) {
  const { t } = useLingui();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;

  function check(): string | null {
    if (state.quoteId === null) return 'pcb_quote_required';
    if (state.note.trim() === '') return 'content_required';
    return null;
  }

  return (
    <form
      className={styles.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.send(check);
      }}
    >
      <fieldset className={styles.main} disabled={form.busy}>
        <fieldset className={styles.card}>
          <legend className={styles.cardTitle} style={{ float: 'left', width: '100%' }}>
            <Trans>Loại báo giá</Trans>
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          {config.quotes.map((quote) => (
            <label key={quote.id} className={styles.choice}>
              <input type="radio" name={`${id}-quote`} checked={state.quoteId === quote.id} onChange={() => update({ quoteId: quote.id })} />
              <span>
                <strong>{quote.name}</strong>
                <br />
                <span className={styles.meta}>{quote.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <section className={styles.card}>
          <label htmlFor={`${id}-note`} className={styles.cardTitle}>
            <Trans>Mô tả yêu cầu</Trans>
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </label>
          <textarea
            id={`${id}-note`}
            className={styles.textarea}
            maxLength={5000}
            value={state.note}
            placeholder={t`Số lớp, vật liệu, kích thước, số lượng, yêu cầu đặc biệt…`}
            onChange={(event) => update({ note: event.target.value })}
          />
        </section>
        <DesignFileInput fileName={form.file.fileName} fileSize={form.file.size} onChange={form.setFile} error={form.fileError} onError={form.setFileError} required={false} />
        <DeliveryPanel value={state.delivery} onChange={form.changeDelivery} />
      </fieldset>
      <div className={styles.aside}>
        <section className={styles.price}>
          <h2 className={styles.cardTitle}>
            <Trans>Báo giá theo yêu cầu</Trans>
          </h2>
          <p className={styles.meta}>
            <Trans>Loại bo này được báo giá thủ công: chúng tôi sẽ gửi giá qua thông báo và e-mail.</Trans>
          </p>
          <SubmitArea phase={form.phase} problem={form.problem} loginHref={form.loginLink} label={t`Gửi yêu cầu báo giá`} />
        </section>
      </div>
    </form>
  );
}
