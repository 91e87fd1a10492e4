import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { stencilCatalog } from '#shared/pcb/property-selection.ts';
import { stencilSubmitProblem } from '#shared/pcb/submit-rules.ts';
import { usePrice } from '../../money/use-price.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { DeliveryPanel } from './delivery-panel.tsx';
import { DesignFileInput } from './design-file-input.tsx';
import type { DraftFile } from './pcb-draft.ts';
import styles from './pcb.module.css';
import { PricePanel } from './price-panel.tsx';
import { stencilFigures, stencilQuantity } from './quote-fields.ts';
import type { StencilState } from './quote-state.ts';
import { SpecControls } from './spec-controls.tsx';
import { SubmitArea } from './submit-area.tsx';
import { useQuoteForm } from './use-quote-form.ts';

interface StencilFormProps {
  config: PcbConfig;
  stale: boolean;
  initial: StencilState;
  initialFile: DraftFile;
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

/** SMD stencil (spec §2: file, board-size dropdown whose first option is 'Select size', specifications, price panel). */
export function StencilForm({ config, stale, initial, initialFile, draftId, onDraftId }: StencilFormProps) {
  const { t } = useLingui();
  const price = usePrice();
  const id = useId();
  const form = useQuoteForm({ config, initial, initialFile, draftId, onDraftId });
  const { state, update } = form;
  const catalog = useMemo(() => stencilCatalog(config), [config]);
  const priced = useDebouncedValue(state, 150);
  const quote = useMemo(() => stencilFigures(config, priced), [config, priced]);
  const sizeMissing = form.problem !== null && state.sizeId === null;

  function check(): string | null {
    if (!form.file.file) return 'file_design_required';
    return stencilSubmitProblem(state.sizeId);
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
        <DesignFileInput fileName={form.file.fileName} fileSize={form.file.size} onChange={form.setFile} error={form.fileError} onError={form.setFileError} />
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <Trans>Stencil</Trans>
          </h2>
          <div className={styles.row}>
            <div>
              <label htmlFor={`${id}-size`} className={styles.specName}>
                <Trans>Kích thước stencil</Trans>
                <span className={styles.required} aria-hidden="true">
                  {' *'}
                </span>
              </label>
              <select
                id={`${id}-size`}
                className={styles.option}
                style={{ width: '100%' }}
                value={state.sizeId ?? ''}
                onChange={(event) => update({ sizeId: event.target.value === '' ? null : Number(event.target.value) })}
                aria-invalid={sizeMissing || undefined}
              >
                <option value="">Select size</option>
                {config.stencil.sizes.map((size) => (
                  <option key={size.id} value={size.id}>
                    {size.name} — {price(size.price)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-quantity`} className={styles.specName}>
                <Trans>Số lượng</Trans>
              </label>
              <input
                id={`${id}-quantity`}
                className={styles.option}
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
          />
        </section>
        <section className={styles.card}>
          <label htmlFor={`${id}-note`} className={styles.cardTitle}>
            <Trans>Ghi chú</Trans>
          </label>
          <textarea id={`${id}-note`} className={styles.textarea} maxLength={5000} value={state.note} onChange={(event) => update({ note: event.target.value })} />
        </section>
        <DeliveryPanel value={state.delivery} onChange={form.changeDelivery} />
      </fieldset>
      <div className={styles.aside}>
        <PricePanel
          stale={stale}
          total={price(quote.goods_total)}
          lines={[
            { label: t`Đơn giá / stencil`, value: price(quote.unit_price) },
            { label: t`Số lượng`, value: String(stencilQuantity(priced)) },
          ]}
        >
          <SubmitArea phase={form.phase} problem={form.problem} loginHref={form.loginLink} label={t`Gửi yêu cầu báo giá`} />
        </PricePanel>
      </div>
    </form>
  );
}
