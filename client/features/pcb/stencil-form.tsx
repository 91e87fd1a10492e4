import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { stencilCatalog } from '#shared/pcb/property-selection.ts';
import { totalWithCharges } from '#shared/pcb/quote-charges.ts';
import { stencilSubmitProblem } from '#shared/pcb/submit-rules.ts';
import { usePrice } from '../../money/use-price.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { NoteCard } from './note-card.tsx';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';
import { PricePanel } from './price-panel.tsx';
import { stencilFigures, stencilQuantity } from './quote-fields.ts';
import { QuoteFileInput, QuoteFormFrame, QuoteSubmitArea, type QuoteFormProps } from './quote-form-frame.tsx';
import type { StencilState } from './quote-state.ts';
import { RequiredMark } from './required-mark.tsx';
import { SpecControls } from './spec-controls.tsx';
import { useConfigText } from './use-config-text.ts';
import { useQuoteForm } from './use-quote-form.ts';

/** SMD stencil (spec §2: file, board-size dropdown whose first option is 'Select size', specifications, price panel). */
export function StencilForm({ config, stale, initial, initialFile, draftId, onDraftId }: QuoteFormProps<StencilState>) {
  const { t } = useLingui();
  const text = useConfigText();
  const price = usePrice();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;
  const catalog = useMemo(() => stencilCatalog(config), [config]);
  const priced = useDebouncedValue(state, 150);
  const quote = useMemo(() => stencilFigures(config, priced), [config, priced]);
  const sizeMissing = form.problem !== null && state.sizeId === null;

  const grandTotal = totalWithCharges(quote.goods_total, form.charges.charges);

  function check(): string | null {
    if (!form.file.file) return 'file_design_required';
    return stencilSubmitProblem(state.sizeId);
  }

  return (
    <QuoteFormFrame
      form={form}
      check={check}
      total={grandTotal}
      aside={
        <PricePanel
          stale={stale}
          total={quote.goods_total}
          charges={form.charges}
          lines={[
            { label: t`Đơn giá / stencil`, value: price(quote.unit_price) },
            { label: t`Số lượng`, value: String(stencilQuantity(priced)) },
          ]}
        >
          <QuoteSubmitArea form={form} total={grandTotal} />
        </PricePanel>
      }
    >
      <QuoteFileInput form={form} />
      <section className={quoteCard.card}>
        <h2 className={quoteCard.cardTitle}>
          <Trans>Stencil</Trans>
        </h2>
        <div className={quoteCard.row}>
          <div>
            <label htmlFor={`${id}-size`} className={specChoices.specName}>
              <Trans>Kích thước stencil</Trans>
              <RequiredMark />
            </label>
            <select
              id={`${id}-size`}
              className={specChoices.option}
              style={{ width: '100%' }}
              value={state.sizeId ?? ''}
              onChange={(event) => update({ sizeId: event.target.value === '' ? null : Number(event.target.value) })}
              aria-invalid={sizeMissing || undefined}
            >
              {/* Spec §2 "first option 'Select size'", in the page's language. */}
              <option value="">{t`Chọn kích thước`}</option>
              {config.stencil.sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {text.name(size)} — {price(size.price)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-quantity`} className={specChoices.specName}>
              <Trans>Số lượng</Trans>
            </label>
            <input
              id={`${id}-quantity`}
              className={specChoices.option}
              style={{ width: '100%' }}
              inputMode="numeric"
              value={state.quantity}
              onChange={(event) => update({ quantity: event.target.value.replace(/\D/g, '').slice(0, 5) })}
            />
          </div>
        </div>
        <SpecControls
          catalog={catalog}
          form="stencil"
          selected={state.propertyIds}
          numeric={{}}
          onSelect={(propertyIds) => update({ propertyIds })}
          onNumeric={() => {}}
          quantity={stencilQuantity(state)}
        />
      </section>
      <NoteCard value={state.note} onChange={(note) => update({ note })} />
    </QuoteFormFrame>
  );
}
