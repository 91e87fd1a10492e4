import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstInvalidField } from './first-invalid-field.ts';

/** What a form shows after a refusal: at least the per-field messages. */
export interface FieldErrors {
  fields: Readonly<Record<string, string>>;
}

export interface Submission<E> {
  /** Client-side checks (the shared rules) before anything is sent; an error stops the submit. */
  check?: () => E | null;
  /** The request and what follows success; a throw becomes the form's error. */
  send: () => Promise<void>;
}

/**
 * One submit at a time for a form with field errors and a red box: runs the local checks, then
 * the request, keeps `pending` while it runs, turns a throw into an error (`errorOf`), and moves
 * focus to the first field to fix (in `fieldOrder`) or else to the box, so keyboard and screen
 * reader users land on the problem. Give `formRef` to the form and `alertRef` to the FormAlert.
 */
export function useFormSubmit<E extends FieldErrors>(fieldOrder: readonly string[], errorOf: (caught: unknown) => E, initialError: E | null = null) {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<E | null>(initialError);
  // A new object per refusal, so focus moves again even when the same field is wrong again.
  const [focusTarget, setFocusTarget] = useState<{ field: string | null } | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const control = focusTarget.field ? formRef.current?.elements.namedItem(focusTarget.field) : null;
    if (control instanceof HTMLElement) control.focus();
    else alertRef.current?.focus();
  }, [focusTarget]);

  function fail(next: E) {
    setError(next);
    setFocusTarget({ field: firstInvalidField(fieldOrder, next) });
  }

  async function submit(event: FormEvent<HTMLFormElement>, { check, send }: Submission<E>) {
    event.preventDefault();
    if (pending) return;
    const local = check?.() ?? null;
    if (local) return fail(local);
    setPending(true);
    setError(null);
    try {
      await send();
    } catch (caught) {
      fail(errorOf(caught));
    } finally {
      setPending(false);
    }
  }

  return { formRef, alertRef, pending, error, submit };
}
