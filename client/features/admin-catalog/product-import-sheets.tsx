import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminImportCheck } from '#shared/catalog-admin/schemas.ts';
import type { ImportUpload } from './admin-products-api.ts';
import styles from './product-import.module.css';

/**
 * Which sheet of a workbook the dry run read and which it did not (a workbook's other sheets are
 * never read silently), with a choice of another sheet and a new dry run on it.
 */
export function SheetsRead({ check, busy, onRead }: { check: AdminImportCheck; busy: boolean; onRead: (sheet: string) => void }) {
  const { t } = useLingui();
  const selectId = useId();
  const [chosen, setChosen] = useState(check.sheet ?? '');
  const read = check.sheet ?? '';
  const others = check.sheets.filter((name) => name !== check.sheet);
  const othersText = others.join(', ');
  return (
    <div className={styles.sheets}>
      <p className={styles.sheetLine}>
        <Trans>Đã đọc trang tính “{read}”.</Trans>
      </p>
      {others.length > 0 && (
        <p className={styles.sheetLine}>
          <Trans>Trang tính khác không được đọc: {othersText}.</Trans>
        </p>
      )}
      {others.length > 0 && (
        <form
          className={styles.sheetForm}
          onSubmit={(event) => {
            event.preventDefault();
            onRead(chosen);
          }}
        >
          <div className={styles.filter}>
            <label htmlFor={selectId}>
              <Trans>Trang tính</Trans>
            </label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={busy}>
              {check.sheets.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.secondary} disabled={busy || chosen === read} title={chosen === read ? t`Trang tính này vừa được đọc.` : undefined}>
            {busy ? <Trans>Đang đọc…</Trans> : <Trans>Chạy thử trang tính này</Trans>}
          </button>
        </form>
      )}
    </div>
  );
}

/** A size in the page's language's digits: "592 KB", "1,8 MB" (vi) or "1.8 MB" (en). */
function sizeText(bytes: number, locale: string): string {
  return bytes < 1024 * 1024 ? `${(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))).toLocaleString(locale)} KB` : `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/**
 * The dry run under way: the upload's bytes (a bar with its percentage), then, once the whole
 * file is sent, a busy bar without a value while the server reads and checks the rows (it cannot
 * say how far it is: the row count is known with the answer).
 */
export function CheckProgress({ upload }: { upload: ImportUpload }) {
  const { i18n } = useLingui();
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.sent / upload.total) * 100)) : 0;
  const sent = sizeText(upload.sent, i18n.locale);
  const total = sizeText(upload.total, i18n.locale);
  return (
    <div className={styles.progress}>
      {upload.checking ? (
        <>
          <label htmlFor="import-check-progress">
            <Trans>Đã tải tệp lên ({total}). Máy chủ đang đọc và kiểm tra các dòng…</Trans>
          </label>
          <progress id="import-check-progress" />
        </>
      ) : (
        <>
          <label htmlFor="import-check-progress">
            <Trans>
              Đang tải tệp lên: {sent} / {total} ({percent}%)
            </Trans>
          </label>
          <progress id="import-check-progress" max={upload.total} value={upload.sent} />
        </>
      )}
    </div>
  );
}
