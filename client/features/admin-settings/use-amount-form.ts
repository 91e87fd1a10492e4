import { useState, type FormEvent } from 'react';
import { amountOfInput } from '#shared/shop-settings/amount-input.ts';
import { formErrorOf } from '../../ui/form/form-error.ts';

/**
 * One amount of the settings screen (a province's delivery fee, the exchange rate) as a form: the
 * typed text, the shared rule checked first (its message key shown beside the input, nothing sent),
 * then `send` with the amount; a refusal shows the server's key for `field` (or its error code).
 */
export function useAmountForm(options: { initial: string; rule: (value: string) => string | undefined; field: string; send: (amount: number) => Promise<void> }) {
  const [value, setValue] = useState(options.initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function save() {
    const problem = options.rule(value);
    if (problem) return setError(problem);
    setPending(true);
    setError(null);
    try {
      await options.send(amountOfInput(value));
    } catch (caught) {
      const failure = formErrorOf(caught);
      setError(failure.fields[options.field] ?? failure.code);
    } finally {
      setPending(false);
    }
  }

  /** The form's submit: one save at a time. */
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) void save();
  }

  return { value, setValue, error, pending, onSubmit };
}
