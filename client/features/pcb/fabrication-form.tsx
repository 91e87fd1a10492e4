import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { buildTimeFor } from '#shared/pcb/deadline.ts';
import { totalWithCharges } from '#shared/pcb/quote-charges.ts';
import { fabricationCatalog } from '#shared/pcb/property-selection.ts';
import { listedQuantities } from '#shared/pcb/quantity-rules.ts';
import { maxSize, sizeProblems } from '#shared/pcb/size-rules.ts';
import { fabricationSubmitProblem } from '#shared/pcb/submit-rules.ts';
import { usePrice } from '../../money/use-price.ts';
import type { DesignAnalysis } from '../../gerber/analyze-design.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { applyBoardFacts } from './board-facts-apply.ts';
import { BoardPreview, PanelPreview } from './board-preview.tsx';
import { BuildTimeList } from './build-time-list.tsx';
import { DesignReadingCard } from './design-reading-card.tsx';
import { Disclosure } from './disclosure.tsx';
import { fabricationFigures } from './fabrication-quote.ts';
import { NoteCard } from './note-card.tsx';
import { maxSizeMessage, pcbMessage, quantityMaxMessage } from './pcb-messages.ts';
import styles from './fabrication-form.module.css';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';
import { PricePanel } from './price-panel.tsx';
import { digitsOnly, readOtherQuantity } from './quantity-input.ts';
import { QuoteFileInput, QuoteFormFrame, QuoteSubmitArea, type QuoteFormProps } from './quote-form-frame.tsx';
import { changePcbType, typedNumber, type FabricationSearch, type FabricationState } from './quote-state.ts';
import { SpecControls } from './spec-controls.tsx';
import { useConfigText } from './use-config-text.ts';
import { useDesignReading } from './use-design-reading.ts';
import { useQuoteForm } from './use-quote-form.ts';

/** Spec §9 "Calculation delayed 150 ms": typing is never blocked, the price follows. */
const RECALC_MS = 150;

interface FabricationFormProps extends QuoteFormProps<FabricationState> {
  /** Keeps width, height and quantity in the address bar (spec §2). */
  onSearchChange: (search: FabricationSearch) => void;
  tips: React.ReactNode;
}

/** The PCB fabrication quote (spec §2 fabrication screen; §4, §5, §9). */
export function FabricationForm({ config, stale, initial, initialFile, draftId, onDraftId, onSearchChange, tips }: FabricationFormProps) {
  const { t, i18n } = useLingui();
  const price = usePrice();
  const text = useConfigText();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;
  const reading = useDesignReading(form.file.file, form.file.fileName);
  const [layersApplied, setLayersApplied] = useState(false);
  const appliedFrom = useRef<DesignAnalysis | null>(null);

  // A newly chosen Gerber zip prefills size and layers once; a reopened draft keeps its values.
  useEffect(() => {
    if (reading.status !== 'done' || !reading.analysis.facts || appliedFrom.current === reading.analysis) return;
    appliedFrom.current = reading.analysis;
    if (form.file.file === initialFile.file) return;
    const applied = applyBoardFacts(config, state, reading.analysis.facts);
    setLayersApplied(applied.layersApplied);
    update(() => applied.state);
  }, [reading, form.file.file, initialFile.file, config, state, update]);
  const type = config.pcb_types.find((pcbType) => pcbType.id === state.pcbTypeId);
  const { maxX, maxY } = maxSize(type);
  const listed = type ? listedQuantities(type.pcb_quantities) : [];

  const priced = useDebouncedValue(state, RECALC_MS);
  const figures = useMemo(() => fabricationFigures(config, priced), [config, priced]);
  // The questions follow the type at once; only the prices wait for the typing to settle.
  const catalog = useMemo(() => fabricationCatalog(config, state.pcbTypeId), [config, state.pcbTypeId]);

  useEffect(() => {
    onSearchChange({ width: figures.input.width || undefined, height: figures.input.height || undefined, quantity: figures.input.quantity || undefined });
  }, [figures.input.width, figures.input.height, figures.input.quantity, onSearchChange]);

  const width = typedNumber(state.width);
  const height = typedNumber(state.height);
  const sizeErrors = sizeProblems(type, width, height);
  const widthError = sizeErrors.find((p) => p.field === 'width');
  const heightError = sizeErrors.find((p) => p.field === 'height');
  const other = state.otherQuantity === null ? null : readOtherQuantity(type?.pcb_quantities ?? [], state.otherQuantity);
  const otherError = other?.problem
    ? 'max' in other.problem
      ? quantityMaxMessage(i18n, other.problem.max)
      : pcbMessage(i18n, other.problem.message)
    : null;
  const mask = config.specification_properties.find((p) => state.propertyIds.includes(p.id) && p.property_mask && config.specifications.find((s) => s.id === p.pcb_specification_id)?.short_name === 'mask_colour')?.property_mask ?? '#1f7a3a';

  function check(): string | null {
    if (!form.file.file) return 'file_design_required';
    if (sizeErrors.length > 0) return 'pcb_max_size';
    if (other?.problem) return 'max' in other.problem ? 'pcb_other_quantity_max' : 'pcb_other_quantity_require';
    if (state.otherQuantity !== null && other?.quantity === null) return 'please_select_area_and_quantity';
    return fabricationSubmitProblem({ width, height, quantity: state.quantity });
  }

  const grandTotal = totalWithCharges(figures.total, form.charges.charges);
  const groups = [...config.specification_groups, { id: 0, name: t`Thông số khác` }];
  const panelled = figures.panel.rows * figures.panel.columns > 1 || figures.rail !== null;

  const aside = (
    <>
      <PricePanel
        stale={stale}
        total={figures.total}
        charges={form.charges}
        lines={[
          { label: t`Đơn giá / bo`, value: price(figures.quote.pcb_unit_price) },
          { label: t`Số lượng`, value: String(figures.input.quantity) },
          { label: t`Tiền hàng`, value: price(figures.quote.goods_total) },
          { label: t`Phí setup`, value: price(figures.quote.setup_fee.total) },
          { label: t`Phí thời gian sản xuất`, value: price(figures.buildPrice) },
        ]}
        notes={figures.deadlineDays === null ? [] : [{ label: t`Thời hạn dự kiến`, value: t`${figures.deadlineDays} ngày làm việc` }]}
      >
        {/* The choice shows at once; only the price follows after the 150 ms debounce. */}
        <BuildTimeList times={config.build_times} chosenId={buildTimeFor(config.build_times, state.buildTimeId)?.id ?? null} onChoose={(buildTimeId) => update({ buildTimeId })} disabled={form.busy} />
        <QuoteSubmitArea form={form} total={grandTotal} />
      </PricePanel>
      {figures.priceList.length > 0 && (
        <section className={quoteCard.card} aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className={quoteCard.cardTitle}>
            <Trans>Giá theo số lượng</Trans>
          </h2>
          <table className={styles.priceTable}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>SL</Trans>
                </th>
                <th scope="col">
                  <Trans>Đơn giá</Trans>
                </th>
                <th scope="col">
                  <Trans>Tiền hàng</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.priceList.map((row) => (
                <tr key={row.quantity} aria-current={row.quantity === figures.input.quantity || undefined}>
                  <td>{row.quantity}</td>
                  <td>{price(row.unit_price)}</td>
                  <td>{price(row.goods_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {tips}
    </>
  );

  return (
    <QuoteFormFrame form={form} check={check} aside={aside} total={grandTotal}>
      <QuoteFileInput form={form} />
      <DesignReadingCard reading={reading} layersApplied={layersApplied} />

      <section className={quoteCard.card} aria-labelledby={`${id}-type`}>
        <h2 id={`${id}-type`} className={quoteCard.cardTitle}>
          <Trans>Loại PCB</Trans>
        </h2>
        <div className={specChoices.options} role="group" aria-labelledby={`${id}-type`}>
          {config.pcb_types.map((pcbType) => (
            <button
              key={pcbType.id}
              type="button"
              className={specChoices.option}
              aria-pressed={pcbType.id === state.pcbTypeId}
              onClick={() => update((current) => (current.pcbTypeId === pcbType.id ? current : changePcbType(config, current, pcbType.id)))}
            >
              {text.name(pcbType)}
            </button>
          ))}
        </div>
      </section>

      <section className={quoteCard.card} aria-labelledby={`${id}-size`}>
        <h2 id={`${id}-size`} className={quoteCard.cardTitle}>
          <Trans>Kích thước bo (mm)</Trans>
        </h2>
        <div className={styles.sizeRow}>
          <SizeInput label={t`Chiều rộng X (mm)`} value={state.width} max={maxX} error={widthError ? maxSizeMessage('width', widthError.n) : null} onChange={(value) => update({ width: value })} />
          <SizeInput label={t`Chiều dài Y (mm)`} value={state.height} max={maxY} error={heightError ? maxSizeMessage('height', heightError.n) : null} onChange={(value) => update({ height: value })} />
        </div>
        <p className={quoteCard.meta}>
          {maxSizeMessage('width', maxX)} · {maxSizeMessage('height', maxY)}
        </p>
        <div className={styles.preview}>
          <BoardPreview width={width} height={height} maxX={maxX} maxY={maxY} mask={mask} />
          {panelled && <PanelPreview width={width} height={height} rows={figures.panel.rows} columns={figures.panel.columns} rail={figures.rail} mask={mask} />}
        </div>
      </section>

      <section className={quoteCard.card} aria-labelledby={`${id}-quantity`}>
        {/* Spec §4: the quantity box opens and closes; it starts open, the choice beside its title. */}
        <Disclosure heading="h2" headingClassName={quoteCard.cardTitle} title={<Trans>Số lượng</Trans>} labelId={`${id}-quantity`} summary={t`${state.quantity} bo`} defaultOpen>
          <div className={styles.quantities} role="group" aria-labelledby={`${id}-quantity`}>
            {listed.map((quantity) => (
              <button
                key={quantity}
                type="button"
                className={specChoices.option}
                aria-pressed={state.otherQuantity === null && state.quantity === quantity}
                onClick={() => update({ quantity, otherQuantity: null })}
              >
                {quantity}
              </button>
            ))}
            <button type="button" className={specChoices.option} aria-pressed={state.otherQuantity !== null} onClick={() => update({ otherQuantity: state.otherQuantity ?? '' })}>
              <Trans>Số lượng khác</Trans>
            </button>
          </div>
          {state.otherQuantity !== null && (
            <div className={styles.otherQuantity}>
              <label htmlFor={`${id}-other`} className={specChoices.specName}>
                <Trans>Nhập số lượng (bội số của 50)</Trans>
              </label>
              <input
                id={`${id}-other`}
                className={specChoices.option}
                inputMode="numeric"
                autoComplete="off"
                value={state.otherQuantity}
                onChange={(event) => {
                  const text = digitsOnly(event.target.value);
                  const reading = readOtherQuantity(type?.pcb_quantities ?? [], text);
                  update((current) => ({ ...current, otherQuantity: text, quantity: reading.quantity ?? current.quantity }));
                }}
                aria-invalid={otherError ? true : undefined}
                aria-describedby={otherError ? `${id}-other-error` : undefined}
              />
              {otherError && (
                <p id={`${id}-other-error`} className={specChoices.fieldError}>
                  {otherError}
                </p>
              )}
            </div>
          )}
        </Disclosure>
      </section>

      {groups.map((group) => {
        const specs = catalog.specifications.filter((spec) => (spec.group_id ?? 0) === group.id);
        if (specs.length === 0) return null;
        return (
          <section key={group.id} className={quoteCard.card} aria-label={text.name(group)}>
            <h2 className={quoteCard.cardTitle}>{text.name(group)}</h2>
            <SpecControls
              catalog={catalog}
              form="fabrication"
              only={specs}
              selected={state.propertyIds}
              numeric={state.numeric}
              onSelect={(propertyIds) => update({ propertyIds })}
              onNumeric={(specId, text) => update((current) => ({ ...current, numeric: { ...current.numeric, [String(specId)]: text } }))}
              quantity={state.quantity}
            />
          </section>
        );
      })}

      <NoteCard value={state.note} onChange={(note) => update({ note })} />
    </QuoteFormFrame>
  );
}

function SizeInput({ label, value, max, error, onChange }: { label: string; value: string; max: number; error: string | null; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={specChoices.specName}>
        {label}
      </label>
      <input
        id={id}
        className={specChoices.option}
        style={{ width: '100%' }}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        max={max}
        onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, '').slice(0, 8))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={specChoices.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
