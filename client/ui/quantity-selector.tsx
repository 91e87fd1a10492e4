import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { commitQuantity, sanitizeQuantityInput, stepDown, stepUp } from '#shared/catalog/quantity.ts';
import { formatCount } from '../i18n/format-count.ts';
import { useLocale } from '../i18n/use-locale.ts';
import styles from './quantity-selector.module.css';

/** Spec §9: the quantity tooltip hides after 2.6 s. */
export const QUANTITY_TOOLTIP_MS = 2_600;

interface QuantitySelectorProps {
  /** The field's text (digits only, possibly empty while typing). */
  text: string;
  multiple: number;
  onTextChange: (text: string) => void;
  /** A settled quantity: from −/+, the arrow keys, or leaving the field. */
  onCommit: (quantity: number) => void;
  /** A message to show in the tooltip now (e.g. "enter a quantity" from the add button); bump `key` to repeat. */
  notice?: { message: string; key: number } | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The field's name, e.g. "Số lượng: NE555" on a cart line; "Số lượng" by default. */
  label?: string;
  /** Keeps the label for screen readers only (a table-like cart line names its column). */
  hideLabel?: boolean;
}

/**
 * The quantity selector (spec §4, §5): starts at the multiple, − and + move by the multiple and
 * never below it, typing keeps digits only, and leaving the field rounds up to the next multiple
 * (or resets a non-number to the step) with a tooltip giving the minimum and step for 2.6 s.
 */
export function QuantitySelector({ text, multiple, onTextChange, onCommit, notice, inputRef, label, hideLabel = false }: QuantitySelectorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const inputId = useId();
  const tipId = useId();
  const [tip, setTip] = useState<{ message: string; key: number; visible: boolean } | null>(null);

  useEffect(() => {
    if (notice) setTip({ ...notice, visible: true });
  }, [notice]);

  useEffect(() => {
    if (!tip?.visible) return;
    // The message stays in place while it fades out; a new one replaces it.
    const timer = window.setTimeout(() => setTip({ ...tip, visible: false }), QUANTITY_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [tip]);

  const step = formatCount(multiple, locale);
  const rule = multiple > 1 ? t`Tối thiểu ${step}, mua theo bội số của ${step}` : t`Số lượng tối thiểu là 1`;
  const current = commitQuantity(text, multiple).quantity;

  function settle() {
    const { quantity, adjustment } = commitQuantity(text, multiple);
    onCommit(quantity);
    if (adjustment !== null) setTip({ message: rule, key: Date.now(), visible: true });
  }

  function move(direction: -1 | 1) {
    onCommit(direction === 1 ? stepUp(current, multiple) : stepDown(current, multiple));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  return (
    <div className={styles.selector}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label ?? t`Số lượng`}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          onClick={() => move(-1)}
          disabled={current <= multiple}
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
          aria-describedby={tipId}
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
      {multiple > 1 && <p className={styles.hint}>{rule}</p>}
    </div>
  );
}
