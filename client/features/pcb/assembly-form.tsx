import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { selectedProperties } from '#shared/pcb/property-selection.ts';
import { totalWithCharges } from '#shared/pcb/quote-charges.ts';
import { assemblySubmitProblem, missingRequiredSpecifications } from '#shared/pcb/submit-rules.ts';
import { usePrice } from '../../money/use-price.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { AttachedBomCard } from './attached-bom-card.tsx';
import { NoteCard } from './note-card.tsx';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';
import { PricePanel } from './price-panel.tsx';
import { assemblyFigures } from './quote-fields.ts';
import { QuoteFileInput, QuoteFormFrame, QuoteSubmitArea, type QuoteFormProps } from './quote-form-frame.tsx';
import type { AssemblyState } from './quote-state.ts';
import { SpecControls } from './spec-controls.tsx';
import { useQuoteForm } from './use-quote-form.ts';

/** PCB assembly (spec §2: title, file, width and height, specifications with required stars, note, price panel). */
export function AssemblyForm({ config, stale, initial, initialFile, draftId, onDraftId }: QuoteFormProps<AssemblyState>) {
  const { t } = useLingui();
  const price = usePrice();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;
  const priced = useDebouncedValue(state, 150);
  const figures = useMemo(() => assemblyFigures(config, priced), [config, priced]);
  const [showMissing, setShowMissing] = useState(false);
  const current = assemblyFigures(config, state);
  const missing = missingRequiredSpecifications(current.catalog.specifications, selectedProperties(current.catalog, state.propertyIds), current.numeric);

  const grandTotal = totalWithCharges(figures.quote.goods_total, form.charges.charges);

  function check(): string | null {
    setShowMissing(true);
    if (!form.file.file) return 'file_design_required';
    return assemblySubmitProblem({ ...current.input, missingRequired: missing });
  }

  const text = (name: 'title' | 'width' | 'height' | 'quantity', label: string, numeric: boolean) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={specChoices.specName}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={specChoices.option}
        style={{ width: '100%' }}
        inputMode={numeric ? 'decimal' : undefined}
        maxLength={numeric ? 8 : 255}
        value={state[name]}
        onChange={(event) => update({ [name]: numeric ? event.target.value.replace(/[^\d.,]/g, '') : event.target.value })}
      />
    </div>
  );

  return (
    <QuoteFormFrame
      form={form}
      check={check}
      total={grandTotal}
      aside={
        <PricePanel
          stale={stale}
          total={figures.quote.goods_total}
          charges={form.charges}
          lines={[
            { label: t`Đơn giá lắp ráp / bo`, value: price(figures.quote.unit_price) },
            { label: t`Số lượng`, value: String(figures.input.quantity) },
            { label: t`Tiền hàng`, value: price(figures.quote.goods_total) },
          ]}
        >
          <QuoteSubmitArea form={form} total={grandTotal} />
        </PricePanel>
      }
    >
      <section className={quoteCard.card}>
        <h2 className={quoteCard.cardTitle}>
          <Trans>Thông tin bo cần lắp ráp</Trans>
        </h2>
        {text('title', t`Tiêu đề`, false)}
        <div className={quoteCard.row}>
          {text('width', t`Chiều rộng X (mm)`, true)}
          {text('height', t`Chiều dài Y (mm)`, true)}
          {text('quantity', t`Số lượng bo`, true)}
        </div>
      </section>
      <QuoteFileInput form={form} />
      {state.bomId !== null && (
        <AttachedBomCard bomId={state.bomId} name={state.bomName} lineCount={state.bomLineCount} onDetach={() => update({ bomId: null, bomName: '', bomLineCount: null })} />
      )}
      <section className={quoteCard.card} aria-labelledby={`${id}-specs`}>
        <h2 id={`${id}-specs`} className={quoteCard.cardTitle}>
          <Trans>Thông số lắp ráp</Trans>
        </h2>
        <p className={quoteCard.meta}>
          <Trans>Các mục có dấu * là bắt buộc.</Trans>
        </p>
        <SpecControls
          catalog={current.catalog}
          form="assembly"
          selected={state.propertyIds}
          numeric={state.numeric}
          onSelect={(propertyIds) => update({ propertyIds })}
          onNumeric={(specId, value) => update((s) => ({ ...s, numeric: { ...s.numeric, [String(specId)]: value } }))}
          missing={showMissing ? new Set(missing.map((spec) => spec.id)) : undefined}
          quantity={current.input.quantity}
        />
      </section>
      <NoteCard value={state.note} onChange={(note) => update({ note })} />
    </QuoteFormFrame>
  );
}
