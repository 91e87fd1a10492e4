import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { commitQuantity, parseQuantity, sanitizeQuantityInput, stepDown, stepUp, type QuantityRule } from '#shared/catalog/quantity.ts';
import { formatCount } from '../i18n/format-count.ts';
import { useLocale } from '../i18n/use-locale.ts';
import styles from './quantity-selector.module.css';

/** Spec §9: the quantity tooltip hides after 2.6 s. */
export const QUANTITY_TOOLTIP_MS = 2_600;

interface QuantitySelectorProps {
  /** The field's text (digits only, possibly empty while typing). */
  text: string;
  /** The product's minimum and step (shared/catalog/quantity.ts `quantityRule`). */
  rule: QuantityRule;
  onTextChange: (text: string) => void;
  /** A settled quantity: from −/+, the arrow keys, or leaving the field. */
  onCommit: (quantity: number) => void;
  /**
   * Where 0 is refused rather than raised to the minimum (the product page, spec §5 "add from a
   * product page needs a numeric non-zero quantity"): leaving the field on 0 keeps it, and the add
   * button says why. No message on leaving: it would move the button under a pointer mid-click.
   */
  keepZero?: boolean;
  /** A message beside the field that stays until the parent clears it; the input is then invalid. */
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The field's name, e.g. "Số lượng: NE555" on a cart line; "Số lượng" by default. */
  label?: string;
  /** Keeps the label for screen readers only (a table-like cart line names its column). */
  hideLabel?: boolean;
}

/**
 * The quantity selector (spec §4, §5): starts at the minimum, − and + move by the step and never
 * below the minimum, typing keeps digits only, and leaving the field rounds up to an allowed
 * quantity (or resets a non-number to the minimum) with a tooltip giving the rule for 2.6 s.
 */
export function QuantitySelector({ text, rule, onTextChange, onCommit, keepZero = false, error, inputRef, label, hideLabel = false }: QuantitySelectorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const inputId = useId();
  const tipId = useId();
  const hintId = useId();
  const errorId = useId();
  const [tip, setTip] = useState<{ message: string; key: number; visible: boolean } | null>(null);

  useEffect(() => {
    if (!tip?.visible) return;
    // The message stays in place while it fades out; a new one replaces it.
    const timer = window.setTimeout(() => setTip({ ...tip, visible: false }), QUANTITY_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [tip]);

  const minimum = formatCount(rule.minimum, locale);
  const step = formatCount(rule.step, locale);
  const ruleText =
    rule.lastLot ? t`Chỉ còn ${minimum}: bán cả lô còn lại`
    : rule.step > 1 ? t`Tối thiểu ${minimum}, tăng theo bước ${step}`
    : rule.minimum > 1 ? t`Tối thiểu ${minimum}`
    : t`Số lượng tối thiểu là 1`;
  const showsRule = rule.lastLot || rule.minimum > 1 || rule.step > 1;
  // A kept 0 (the product page) steps up to the minimum, not past it.
  const current = keepZero && parseQuantity(text) === 0 ? 0 : commitQuantity(text, rule).quantity;

  function settle() {
    const { quantity, adjustment } = commitQuantity(text, rule);
    if (adjustment === 'zero' && keepZero) return;
    onCommit(quantity);
    if (adjustment !== null) setTip({ message: ruleText, key: Date.now(), visible: true });
  }

  function move(direction: -1 | 1) {
    onCommit(direction === 1 ? stepUp(current, rule) : stepDown(current, rule));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  const describedBy = [tipId, showsRule ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.selector}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label ?? t`Số lượng`}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => move(-1)}
          disabled={current <= rule.minimum}
          aria-label={t`Giảm ${step}`}
          aria-controls={inputId}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          onChange={(event) => onTextChange(sanitizeQuantityInput(event.target.value))}
          onBlur={settle}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => move(1)}
          aria-label={t`Tăng ${step}`}
          aria-controls={inputId}
        >
          <span aria-hidden="true">+</span>
        </button>
        {/* Always in the page so screen readers announce the message when it appears. */}
        <p id={tipId} className={styles.tip} role="status" data-visible={tip?.visible ? 'true' : 'false'}>
          {/* A fresh node per message, so a repeated message is announced again. */}
          {tip && <span key={tip.key}>{tip.message}</span>}
        </p>
      </div>
      {showsRule && (
        <p id={hintId} className={styles.hint}>
          {ruleText}
        </p>
      )}
      {/* A live region in the page from the start, so the message is announced when it appears. */}
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}
