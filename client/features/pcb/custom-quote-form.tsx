import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NoteCard } from './note-card.tsx';
import { PriceLines, useChargeLines } from './price-panel.tsx';
import styles from './custom-quote-form.module.css';
import priceStyles from './price-lines.module.css';
import quoteCard from './quote-card.module.css';
import { QuoteFileInput, QuoteFormFrame, QuoteSubmitArea, type QuoteFormProps } from './quote-form-frame.tsx';
import type { CustomState } from './quote-state.ts';
import { RequiredMark } from './required-mark.tsx';
import { useConfigText } from './use-config-text.ts';
import { useQuoteForm } from './use-quote-form.ts';

/** The fourth flow (spec §1; §3 Quote): choose a kind quoted by hand, describe, attach, submit. */
export function CustomQuoteForm({ config, initial, initialFile, draftId, onDraftId }: Omit<QuoteFormProps<CustomState>, 'stale'>) {
  const { t } = useLingui();
  const text = useConfigText();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;
  const chargeLines = useChargeLines(form.charges);

  function check(): string | null {
    if (state.quoteId === null) return 'pcb_quote_required';
    if (state.note.trim() === '') return 'content_required';
    return null;
  }

  return (
    <QuoteFormFrame
      form={form}
      check={check}
      total={null}
      aside={
        <section className={priceStyles.price}>
          <h2 className={quoteCard.cardTitle}>
            <Trans>Báo giá theo yêu cầu</Trans>
          </h2>
          <p className={quoteCard.meta}>
            <Trans>Loại bo này được báo giá thủ công: chúng tôi sẽ gửi giá qua thông báo và e-mail.</Trans>
          </p>
          {chargeLines.length > 0 && (
            <>
              <PriceLines lines={chargeLines} />
              <p className={quoteCard.meta}>
                <Trans>Các phí này được cộng vào giá shop báo.</Trans>
              </p>
            </>
          )}
          <QuoteSubmitArea form={form} />
        </section>
      }
    >
      <fieldset className={quoteCard.card}>
        <legend className={quoteCard.cardTitle} style={{ float: 'left', width: '100%' }}>
          <Trans>Loại báo giá</Trans>
          <RequiredMark />
        </legend>
        {config.quotes.map((quote) => (
          <label key={quote.id} className={styles.choice}>
            <input type="radio" name={`${id}-quote`} checked={state.quoteId === quote.id} onChange={() => update({ quoteId: quote.id })} />
            <span>
              <strong>{text.name(quote)}</strong>
              <br />
              <span className={quoteCard.meta}>{text.text(quote.description, quote.description_en)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <NoteCard
        label={<Trans>Mô tả yêu cầu</Trans>}
        required
        value={state.note}
        placeholder={t`Số lớp, vật liệu, kích thước, số lượng, yêu cầu đặc biệt…`}
        onChange={(note) => update({ note })}
      />
      <QuoteFileInput form={form} required={false} />
    </QuoteFormFrame>
  );
}
