import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Specification, SpecificationProperty } from '#shared/pcb/config-types.ts';
import {
  isSelectable,
  propertiesOf,
  selectProperty,
  specificationControl,
  type PropertyCatalog,
  type QuoteForm,
} from '#shared/pcb/property-selection.ts';
import { fitsQuantity } from '#shared/pcb/quantity-options.ts';
import { isAsked, minimumOf } from './numeric-answers.ts';
import styles from './spec-controls.module.css';
import pcbPage from './pcb-page.module.css';
import specChoices from './spec-choices.module.css';
import { RequiredMark } from './required-mark.tsx';
import { useSpecHelp } from './spec-help.tsx';
import { useConfigText } from './use-config-text.ts';

interface SpecControlsProps {
  catalog: PropertyCatalog;
  form: QuoteForm;
  selected: readonly number[];
  numeric: Readonly<Record<string, string>>;
  onSelect: (selected: number[]) => void;
  onNumeric: (specificationId: number, text: string) => void;
  /** Required specifications left unanswered, marked after a refused submit (spec §5). */
  missing?: ReadonlySet<number> | undefined;
  /** Only these specifications (a group); all when absent. */
  only?: readonly Specification[] | undefined;
  /** The quantity the form prices: answers meant for other quantities cannot be chosen. */
  quantity?: number | undefined;
}

/**
 * The specification questions of a form (spec §2 "specification groups (buttons, dropdowns,
 * numeric inputs)", §3 input_type, colour swatches for specification_type 2) with the §4 rules
 * from shared/pcb/property-selection.ts: choosing replaces the group's choice, a disabled
 * property cannot be chosen, and what a choice rules out is removed and substituted — said in a
 * polite live region so nobody is surprised.
 */
export function SpecControls({ catalog, form, selected, numeric, onSelect, onNumeric, missing, only, quantity }: SpecControlsProps) {
  const { t } = useLingui();
  const [change, setChange] = useState('');
  const text = useConfigText();
  const nameOf = (id: number) => {
    const property = catalog.properties.find((p) => p.id === id);
    return property ? text.name(property) : '';
  };

  function choose(propertyId: number) {
    const result = selectProperty(catalog, selected, propertyId);
    if (result.removed.length > 0) {
      const removed = result.removed.map(nameOf).join(', ');
      const chosen = nameOf(propertyId);
      const substituted = result.substituted.map(nameOf).join(', ');
      setChange(substituted ? t`Đã bỏ “${removed}” vì không dùng được với “${chosen}”; thay bằng “${substituted}”.` : t`Đã bỏ “${removed}” vì không dùng được với “${chosen}”.`);
    } else {
      setChange('');
    }
    onSelect(result.selected);
  }

  const fitsQuantityNow = (id: number) => {
    const property = catalog.properties.find((p) => p.id === id);
    return !property || quantity === undefined || quantity <= 0 || fitsQuantity(property, quantity);
  };

  const specs = (only ?? catalog.specifications).filter((spec) => isAsked(catalog, selected, spec));
  return (
    <>
      {specs.map((spec) => (
        <SpecRow
          key={spec.id}
          spec={spec}
          control={specificationControl(spec, form)}
          properties={propertiesOf(catalog, spec.id)}
          isDisabled={(id) => !isSelectable(catalog, selected, id) || !fitsQuantityNow(id)}
          selected={selected}
          numericText={numeric[String(spec.id)] ?? ''}
          onChoose={choose}
          onNumeric={(text) => onNumeric(spec.id, text)}
          missing={missing?.has(spec.id) ?? false}
        />
      ))}
      <p className={pcbPage.notice} role="status" aria-live="polite">
        {change}
      </p>
    </>
  );
}

interface SpecRowProps {
  spec: Specification;
  control: 'buttons' | 'dropdown' | 'number';
  properties: SpecificationProperty[];
  isDisabled: (id: number) => boolean;
  selected: readonly number[];
  numericText: string;
  onChoose: (id: number) => void;
  onNumeric: (text: string) => void;
  missing: boolean;
}

function SpecRow({ spec, control, properties, isDisabled, selected, numericText, onChoose, onNumeric, missing }: SpecRowProps) {
  const { t } = useLingui();
  const text = useConfigText();
  const id = useId();
  const chosen = properties.find((p) => selected.includes(p.id));
  const errorId = `${id}-error`;
  const star = spec.is_require ? <RequiredMark /> : null;
  const error = missing ? (
    <p id={errorId} className={styles.specError}>
      <Trans>Vui lòng chọn thông số này.</Trans>
    </p>
  ) : null;
  const alert = spec.alert && chosen && !chosen.property_default ? <p className={styles.specHint}>{text.text(spec.alert, spec.alert_en)}</p> : null;
  const label = (
    <>
      {text.name(spec)}
      {spec.unit && control === 'number' ? ` (${spec.unit})` : ''}
      {star}
      {spec.is_require && <span className="visually-hidden"> {t`(bắt buộc)`}</span>}
    </>
  );
  const help = useSpecHelp(spec, styles.specHint ?? '');
  // The name cell of a label: the label itself, and the help button beside it (not inside: a
  // button within a label would be clicked by the label).
  const labelCell = (
    <div className={specChoices.specName}>
      <label htmlFor={id}>{label}</label>
      {help.toggle}
    </div>
  );

  if (control === 'number') {
    return (
      <div className={styles.spec}>
        {labelCell}
        <input
          id={id}
          className={specChoices.option}
          style={{ maxWidth: '8rem' }}
          type="number"
          inputMode="numeric"
          min={minimumOf(spec)}
          step={1}
          placeholder={String(minimumOf(spec))}
          value={numericText}
          onChange={(event) => onNumeric(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
        />
        {help.panel}
        {error}
      </div>
    );
  }

  if (control === 'dropdown') {
    return (
      <div className={styles.spec}>
        {labelCell}
        <select
          id={id}
          className={specChoices.option}
          value={chosen?.id ?? ''}
          onChange={(event) => onChoose(Number(event.target.value))}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
        >
          {!chosen && <option value="">{t`Chọn…`}</option>}
          {properties.map((property) => (
            <option key={property.id} value={property.id} disabled={isDisabled(property.id)}>
              {text.name(property)}
            </option>
          ))}
        </select>
        {help.panel}
        {alert}
        {error}
      </div>
    );
  }

  const swatches = spec.specification_type === 2;
  return (
    <fieldset className={styles.spec} aria-describedby={missing ? errorId : undefined} aria-labelledby={help.toggle ? `${id}-name` : undefined}>
      <legend className={specChoices.specName} style={{ float: 'left' }}>
        <span id={`${id}-name`}>{label}</span>
        {help.toggle}
      </legend>
      <div className={specChoices.options}>
        {properties.map((property) => (
          <button
            key={property.id}
            type="button"
            className={specChoices.option}
            aria-pressed={selected.includes(property.id)}
            disabled={isDisabled(property.id)}
            data-ruled-out={isDisabled(property.id) || undefined}
            onClick={() => onChoose(property.id)}
          >
            {swatches && property.property_mask && <span className={styles.swatch} style={{ background: property.property_mask }} aria-hidden="true" />}
            {text.name(property)}
          </button>
        ))}
      </div>
      {help.panel}
      {alert}
      {error}
    </fieldset>
  );
}
