import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  PROFILE_FIELD_MAX_LENGTH,
  normalizeProfileValue,
  profileFieldErrors,
  splitFieldErrors,
  type ProfileField,
} from '#shared/profile/profile-fields.ts';
import { ApiError } from '../../api/api-error.ts';
import styles from './inline-field.module.css';
import { useProfileErrorText } from './use-field-error-text.ts';

interface InlineFieldProps<F extends ProfileField> {
  field: F;
  label: ReactNode;
  value: string | null;
  /** Saves the value; rejects with an ApiError whose `fields[field]` holds the message keys. */
  onSave: (field: F, value: string) => Promise<void>;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  /** False shows the value without an edit button (an e-mail already set, spec §5). */
  editable?: boolean;
  /** Shown under a value that cannot be edited. */
  lockedHint?: ReactNode;
  required?: boolean;
  /** Opens in edit mode with this text (e.g. back from a later step to correct what was typed). */
  initialDraft?: string | undefined;
  /** A result to announce under the value (focused when it appears, so it is read out). */
  notice?: ReactNode;
}

/** The message keys an error answers for this field: its own, else the error's code. */
function errorKeys(error: unknown, field: ProfileField): string[] {
  if (error instanceof ApiError) {
    const own = error.fields[field];
    if (own) return splitFieldErrors(own);
    return [error.code];
  }
  return ['error'];
}

/**
 * One profile value that toggles between view and edit (spec §4 "inline profile fields toggle
 * view/edit; saving returns to view"). Enter saves, Escape cancels; focus goes back to the edit
 * button afterwards. Errors are checked here with the shared rules, then by the server, and shown
 * under the input joined by commas (spec §8).
 */
export function InlineField<F extends ProfileField>({
  field,
  label,
  value,
  onSave,
  type = 'text',
  autoComplete,
  editable = true,
  lockedHint,
  required = false,
  initialDraft,
  notice,
}: InlineFieldProps<F>) {
  const errorText = useProfileErrorText();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const keysId = useId();
  const [editing, setEditing] = useState(initialDraft !== undefined);
  const [draft, setDraft] = useState(initialDraft ?? value ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  const hasNotice = Boolean(notice);

  useEffect(() => {
    if (hasNotice) noticeRef.current?.focus();
  }, [hasNotice]);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  function startEditing() {
    setDraft(value ?? '');
    setErrors([]);
    setEditing(true);
  }

  function stopEditing() {
    returnFocus.current = true;
    setErrors([]);
    setEditing(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const normalized = normalizeProfileValue(field, draft);
    const local = profileFieldErrors(field, normalized);
    if (local.length > 0) {
      setErrors(local);
      inputRef.current?.focus();
      return;
    }
    if (normalized === (value ?? '')) {
      stopEditing();
      return;
    }
    setSaving(true);
    try {
      await onSave(field, normalized);
      stopEditing();
    } catch (error) {
      setErrors(errorKeys(error, field));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    }
  }

  const message = errors.length > 0 ? errorText(errors) : '';

  if (!editing) {
    return (
      <div className={styles.row}>
        <span className={styles.label}>
          {label}
        </span>
        <div className={styles.view}>
          <span className={value ? styles.value : styles.empty} aria-describedby={lockedHint ? hintId : undefined}>
            {value || <Trans>Chưa có</Trans>}
          </span>
          {editable ? (
            <button
              ref={editButtonRef}
              type="button"
              className={styles.editButton}
              onClick={startEditing}
            >
              <Trans>Sửa</Trans>
              <span className="visually-hidden"> {label}</span>
            </button>
          ) : null}
        </div>
        {notice && (
          <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
            {notice}
          </p>
        )}
        {!editable && lockedHint && (
          <p id={hintId} className={styles.hint}>
            {lockedHint}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.row} onSubmit={(event) => void onSubmit(event)} onKeyDown={onKeyDown} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.edit}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type={type}
          name={field}
          value={draft}
          maxLength={PROFILE_FIELD_MAX_LENGTH[field] + 20}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${errorId} ${keysId}` : keysId}
          onChange={(event) => setDraft(event.target.value)}
          disabled={saving}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.saveButton} disabled={saving} aria-busy={saving || undefined}>
            {saving ? <Trans>Đang lưu…</Trans> : <Trans>Lưu</Trans>}
          </button>
          <button type="button" className={styles.cancelButton} onClick={stopEditing} disabled={saving}>
            <Trans>Hủy</Trans>
          </button>
        </div>
      </div>
      {message && (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      )}
      <p id={keysId} className="visually-hidden">
        <Trans>Nhấn Enter để lưu, Esc để hủy.</Trans>
      </p>
    </form>
  );
}
