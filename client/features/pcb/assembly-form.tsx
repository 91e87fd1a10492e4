import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { PcbConfig } from '#shared/pcb/config-types.ts';
import { selectedProperties } from '#shared/pcb/property-selection.ts';
import { assemblySubmitProblem, missingRequiredSpecifications } from '#shared/pcb/submit-rules.ts';
import { usePrice } from '../../money/use-price.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { DeliveryPanel } from './delivery-panel.tsx';
import { DesignFileInput } from './design-file-input.tsx';
import type { DraftFile } from './pcb-draft.ts';
import styles from './pcb.module.css';
import { PricePanel } from './price-panel.tsx';
import { assemblyFigures } from './quote-fields.ts';
import type { AssemblyState } from './quote-state.ts';
import { SpecControls } from './spec-controls.tsx';
import { SubmitArea } from './submit-area.tsx';
import { useQuoteForm } from './use-quote-form.ts';

interface AssemblyFormProps {
  config: PcbConfig;
  stale: boolean;
  initial: AssemblyState;
  initialFile: DraftFile;
  draftId: string | undefined;
  onDraftId: (id: string) => void;
}

/** PCB assembly (spec §2: title, file, width and height, specifications with required stars, note, price panel). */
export function AssemblyForm({ config, stale, initial, initialFile, draftId, onDraftId }: AssemblyFormProps) {
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

  function check(): string | null {
    setShowMissing(true);
    if (!form.file.file) return 'file_design_required';
    return assemblySubmitProblem({ ...current.input, missingRequired: missing });
  }

  const text = (name: 'title' | 'width' | 'height' | 'quantity', label: string, numeric: boolean) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={styles.specName}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.option}
        style={{ width: '100%' }}
        inputMode={numeric ? 'decimal' : undefined}
        maxLength={numeric ? 8 : 255}
        value={state[name]}
        onChange={(event) => update({ [name]: numeric ? event.target.value.replace(/[^\d.,]/g, '') : event.target.value })}
      />
    </div>
  );

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
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>
            <Trans>Thông tin bo cần lắp ráp</Trans>
          </h2>
          {text('title', t`Tiêu đề`, false)}
          <div className={styles.row}>
            {text('width', t`Chiều rộng X (mm)`, true)}
            {text('height', t`Chiều dài Y (mm)`, true)}
            {text('quantity', t`Số lượng bo`, true)}
          </div>
        </section>
        <DesignFileInput fileName={form.file.fileName} fileSize={form.file.size} onChange={form.setFile} error={form.fileError} onError={form.setFileError} />
        <section className={styles.card} aria-labelledby={`${id}-specs`}>
          <h2 id={`${id}-specs`} className={styles.cardTitle}>
            <Trans>Thông số lắp ráp</Trans>
          </h2>
          <p className={styles.meta}>
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
          total={price(figures.quote.goods_total)}
          lines={[
            { label: t`Đơn giá lắp ráp / bo`, value: price(figures.quote.unit_price) },
            { label: t`Số lượng`, value: String(figures.input.quantity) },
            { label: t`Tiền hàng`, value: price(figures.quote.goods_total) },
          ]}
        >
          <SubmitArea phase={form.phase} problem={form.problem} loginHref={form.loginLink} label={t`Gửi yêu cầu báo giá`} />
        </PricePanel>
      </div>
    </form>
  );
}
