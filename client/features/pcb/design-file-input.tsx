import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { designFileProblem } from '#shared/pcb/design-file.ts';
import { pcbMessage } from './pcb-messages.ts';
import styles from './design-file-input.module.css';
import quoteCard from './quote-card.module.css';
import specChoices from './spec-choices.module.css';
import { RequiredMark } from './required-mark.tsx';

interface DesignFileInputProps {
  fileName: string | null;
  fileSize: number | null;
  onChange: (file: File | null) => void;
  /** A message from outside (the submit check: file_design_required). */
  error: string | null;
  onError: (message: string | null) => void;
  required?: boolean;
}

/**
 * The design file (spec §5: .zip or .rar only, case-insensitive, 'only_rar_zip_file' and the input
 * cleared; a size limit with a clear message). The chosen file is kept by the page (in the draft).
 */
export function DesignFileInput({ fileName, fileSize, onChange, error, onError, required = true }: DesignFileInputProps) {
  const { i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function picked(file: File | undefined) {
    if (!file) return;
    const problem = designFileProblem(file);
    if (problem) {
      if (input.current) input.current.value = '';
      onError(pcbMessage(i18n, problem));
      return;
    }
    onError(null);
    onChange(file);
  }

  return (
    <div className={quoteCard.card}>
      <label htmlFor={id} className={quoteCard.cardTitle}>
        <Trans>Tệp thiết kế (Gerber)</Trans>
        {required && <RequiredMark />}
      </label>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".zip,.rar,application/zip,application/x-rar-compressed,application/vnd.rar"
          onChange={(event) => picked(event.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        {fileName && (
          <>
            <span className={styles.fileName}>
              {fileName}
              {fileSize !== null && ` (${Math.max(1, Math.round(fileSize / 1024))} KB)`}
            </span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null);
              }}
            >
              <Trans>Bỏ tệp</Trans>
            </button>
          </>
        )}
      </div>
      <p id={`${id}-hint`} className={quoteCard.meta}>
        <Trans>Tệp .zip hoặc .rar, tối đa 30 MB. Tệp được lưu cùng bản nháp trên máy này.</Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className={specChoices.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
