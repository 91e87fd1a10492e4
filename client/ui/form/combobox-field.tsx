import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../class-names.ts';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';
import { exactOption, matchOptions } from './option-search.ts';
import styles from './combobox.module.css';
import formStyles from './form.module.css';

export interface ComboboxOption {
  value: number;
  label: string;
  /** A picture before the label (a country's flag): decorative, the label says it all. */
  image?: string;
  /** Other words that find the option (a country's English name and ISO code). */
  keywords?: string;
}

export interface ComboboxFieldProps extends FieldFrameProps {
  options: readonly ComboboxOption[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** The list's accessible name (the label, without its star). */
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A labelled combobox with a filtered list (WAI-ARIA APG "combobox with listbox popup, list
 * autocomplete"), for long lists a native select makes tedious and cannot illustrate: the country
 * with its flag picture (emoji flags are empty boxes without a flag font), the
 * province and the ward (3,321 of them). Typing filters (marks aside, 'ha noi' finds 'Hà Nội');
 * ArrowDown/ArrowUp move, Enter chooses, Escape closes and restores the choice, Alt+ArrowDown
 * opens; leaving the field keeps a typed exact name, else the previous choice.
 */
export function ComboboxField({ name, label, error, hint, className, options, value, onChange, listLabel, placeholder, disabled, required }: ComboboxFieldProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  /** What is typed while searching; null shows the chosen option's name. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const selected = options.find((option) => option.value === value) ?? null;
  const shown = useMemo(() => (query === null ? [...options] : matchOptions(options, query)), [options, query]);
  const activeOption = open ? shown[active] : undefined;
  const optionId = (option: ComboboxOption) => `${listId}-${option.value}`;

  // The active option stays in sight while the arrows move through a long list.
  useEffect(() => {
    if (!open || !activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeOption]);

  function openList(start: 'selected' | 'first' | 'last' = 'selected') {
    setOpen(true);
    const at = start === 'last' ? shown.length - 1 : start === 'first' ? 0 : Math.max(0, shown.findIndex((option) => option.value === value));
    setActive(shown.length === 0 ? -1 : at);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  }

  function choose(option: ComboboxOption) {
    if (option.value !== value) onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'selected' : value === null ? 'first' : 'selected');
        else setActive((index) => Math.min(shown.length - 1, index + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (!open) openList(value === null ? 'last' : 'selected');
        else setActive((index) => Math.max(0, index - 1));
        return;
      case 'Enter':
        // While the list is open Enter chooses (or, with nothing matching, does nothing): it never submits the form.
        if (open) {
          event.preventDefault();
          if (activeOption) choose(activeOption);
        }
        return;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        return;
      default:
    }
  }

  function onBlur() {
    if (query !== null) {
      const typed = exactOption(options, query);
      if (typed && typed.value !== value) onChange(typed.value);
    }
    close();
  }

  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.combobox}>
          <div className={cx(formStyles.frame, invalid && formStyles.invalid)}>
            {selected?.image && query === null && <img src={selected.image} alt="" width={24} height={18} className={styles.image} />}
            <input
              ref={inputRef}
              id={id}
              name={name}
              type="text"
              role="combobox"
              className={formStyles.input}
              value={query ?? selected?.label ?? ''}
              placeholder={placeholder}
              disabled={disabled}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                setActive(0);
              }}
              onClick={() => (open ? undefined : openList())}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            />
            <button
              type="button"
              className={styles.toggle}
              tabIndex={-1}
              aria-hidden="true"
              disabled={disabled}
              // Keeps the focus in the input (and its blur from closing the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (open) close();
                else {
                  inputRef.current?.focus();
                  openList();
                }
              }}
            >
              <svg width="12" height="8" viewBox="0 0 12 8" aria-hidden="true" focusable="false">
                <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </div>
          <div className={styles.popup} hidden={!open}>
            <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list}>
              {open &&
                shown.map((option, index) => (
                  <li
                    key={option.value}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option.value === value}
                    className={cx(styles.option, index === active && styles.active)}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={() => choose(option)}
                  >
                    {option.image && <img src={option.image} alt="" width={24} height={18} className={styles.image} loading="lazy" />}
                    <span>{option.label}</span>
                  </li>
                ))}
            </ul>
            {open && shown.length === 0 && (
              <p className={styles.empty} role="status">
                <Trans>Không tìm thấy “{query}”</Trans>
              </p>
            )}
          </div>
          {open && shown.length > 0 && query !== null && (
            <span className="visually-hidden" role="status">
              <Plural value={shown.length} one="# kết quả" other="# kết quả" />
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
