import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { IMPORT_BATCH_ROWS } from '#shared/catalog-admin/import-rows.ts';
import type { AdminImportCheck, AdminImportCounts, AdminImportRowPlan, AdminProductOptions } from '#shared/catalog-admin/schemas.ts';
import adminPage from '../../ui/admin-page.module.css';
import { AdminSectionTabs, CATALOG_SECTIONS } from '../../ui/admin-section-tabs.tsx';
import { formErrorOf } from '../../ui/form/form-error.ts';
import notice from '../../ui/notice.module.css';
import { StaffPageHead } from '../../ui/staff-page-head.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { applyImportBatch, checkImportFile, type ImportUpload } from './admin-products-api.ts';
import { importFieldLabel, importFileErrorText } from './import-text.ts';
import { ImportCountsList, ImportRowsTable } from './product-import-rows.tsx';
import { CheckProgress, SheetsRead } from './product-import-sheets.tsx';
import styles from './product-import.module.css';

type Applying = { done: number; total: number; counts: AdminImportCounts; rejected: AdminImportRowPlan[]; failed: boolean; finished: boolean };

const NO_COUNTS: AdminImportCounts = { create: 0, update: 0, unchanged: 0, reject: 0 };

/**
 * /admin/products/import: staff choose a CSV, XLSX or the demo data's JSON file; the dry run
 * shows what each row would do (create, update with before → after, unchanged, refused with its
 * reason); "Apply" sends the create and update rows in batches (one transaction each) with the
 * progress shown. Applying is idempotent, so a stopped import is resumed by applying again.
 */
export function ProductImportScreen({ options }: { options: AdminProductOptions }) {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Nhập sản phẩm từ tệp` });
  const fileRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [check, setCheck] = useState<AdminImportCheck | null>(null);
  const [applying, setApplying] = useState<Applying | null>(null);
  const [status, setStatus] = useState('');

  function submitFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runCheck(null);
  }

  /** The dry run of the chosen file: of the workbook's `sheet` when staff picked one, else the sheet the server finds. */
  async function runCheck(sheet: string | null) {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError(t`Hãy chọn một tệp.`);
      fileRef.current?.focus();
      return;
    }
    setChecking(true);
    setUpload({ sent: 0, total: file.size, checking: false });
    setFileError(null);
    // Another sheet of the same file: the last answer stays on screen (its buttons disabled) until the new one.
    if (sheet === null) setCheck(null);
    setApplying(null);
    try {
      const checked = await checkImportFile(file, sheet, setUpload);
      setCheck(checked);
      setStatus(t`Đã kiểm tra tệp: ${checked.counts.create} dòng tạo mới, ${checked.counts.update} dòng cập nhật, ${checked.counts.reject} dòng bị từ chối.`);
    } catch (caught) {
      const error = formErrorOf(caught);
      setCheck(null);
      const text = importFileErrorText(i18n, error.fields.file ?? error.code) ?? (error.code === 'network_error' ? t`Không kết nối được máy chủ. Kiểm tra kết nối mạng rồi thử lại.` : t`Không kiểm tra được tệp. Vui lòng thử lại.`);
      setFileError(text);
      setStatus(text);
    } finally {
      setChecking(false);
      setUpload(null);
    }
  }

  async function runApply(from: Applying | null) {
    if (!check) return;
    const rows = check.rows.filter((row) => row.row !== null).map((row) => row.row!);
    let state: Applying = from ? { ...from, failed: false } : { done: 0, total: rows.length, counts: NO_COUNTS, rejected: [], failed: false, finished: false };
    setApplying(state);
    while (state.done < rows.length) {
      const batch = rows.slice(state.done, state.done + IMPORT_BATCH_ROWS);
      try {
        const result = await applyImportBatch(batch);
        const counts = { ...state.counts };
        for (const key of Object.keys(counts) as (keyof AdminImportCounts)[]) counts[key] += result.counts[key];
        state = { ...state, done: state.done + batch.length, counts, rejected: [...state.rejected, ...result.rejected] };
        setApplying(state);
      } catch {
        state = { ...state, failed: true };
        setApplying(state);
        setStatus(t`Nhập bị dừng ở dòng thứ ${state.done + 1}. Các lô trước đã được lưu.`);
        return;
      }
    }
    state = { ...state, finished: true };
    setApplying(state);
    setStatus(t`Đã nhập xong: ${state.counts.create} sản phẩm mới, ${state.counts.update} sản phẩm cập nhật.`);
  }

  const toApply = check ? check.counts.create + check.counts.update : 0;
  const busy = checking || (applying !== null && !applying.finished && !applying.failed);

  return (
    <div className={`container ${styles.page}`}>
      <StaffPageHead title={<Trans>Nhập sản phẩm từ tệp</Trans>} status={status} />
      <AdminSectionTabs sections={CATALOG_SECTIONS} current="products" />
      <section className={adminPage.panel} aria-labelledby="import-file">
        <h2 id="import-file" className={styles.sectionTitle}>
          <Trans>1. Chọn tệp</Trans>
        </h2>
        <p className={styles.help}>
          <Trans>
            CSV, TSV hoặc Excel (XLSX), hay tệp dữ liệu mẫu (JSON). Mỗi dòng là một linh kiện, tìm theo SKU (mã hàng, cột <code>lcsc</code> của dữ liệu mẫu), hoặc theo MPN khi không có SKU. Ô để trống giữ nguyên giá trị cũ. Giá
            có thể ghi bằng VND (<code>1:1200; 100:900</code>) hoặc giá nhập USD (<code>[[1,0.0044],[200,0.0036]]</code>), tính ra VND theo tỷ giá và lợi nhuận.
          </Trans>
        </p>
        <form className={styles.fileForm} onSubmit={submitFile} noValidate>
          <div className={styles.fileField}>
            <label htmlFor="import-file-input">
              <Trans>Tệp sản phẩm</Trans>
            </label>
            <input
              ref={fileRef}
              id="import-file-input"
              name="file"
              type="file"
              accept=".csv,.tsv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              disabled={busy}
              onChange={() => {
                setCheck(null);
                setApplying(null);
                setFileError(null);
              }}
            />
            {fileError && (
              <p id="import-file-error" className={styles.fieldError}>
                {fileError}
              </p>
            )}
          </div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {checking ? <Trans>Đang kiểm tra…</Trans> : <Trans>Kiểm tra (chạy thử)</Trans>}
          </button>
        </form>
        {upload && <CheckProgress upload={upload} />}
      </section>

      {check && (
        <section className={adminPage.panel} aria-labelledby="import-check">
          <h2 id="import-check" className={styles.sectionTitle}>
            <Trans>2. Kết quả chạy thử</Trans>
          </h2>
          <p className={styles.help}>
            <Trans>Chưa có gì được ghi. Xem lại các dòng, rồi bấm áp dụng.</Trans>
          </p>
          {check.sheet !== null && <SheetsRead key={check.sheet} check={check} busy={busy} onRead={(sheet) => void runCheck(sheet)} />}
          <ImportCountsList counts={check.counts} />
          <ColumnsRead check={check} />
          <ImportRowsTable rows={check.rows} options={options} />
          <div className={adminPage.actions}>
            <button type="button" className={styles.primary} disabled={busy || toApply === 0 || applying?.finished === true} onClick={() => void runApply(applying?.failed ? applying : null)}>
              {applying?.failed ? <Trans>Tiếp tục nhập</Trans> : <Trans>Áp dụng {toApply} thay đổi</Trans>}
            </button>
            {toApply === 0 && (
              <span className={styles.help}>
                <Trans>Không có gì để thay đổi.</Trans>
              </span>
            )}
          </div>
          {applying && <ApplyProgress applying={applying} />}
        </section>
      )}
    </div>
  );
}

/** Which column each field was read from, so staff see at once when a column was missed. */
function ColumnsRead({ check }: { check: AdminImportCheck }) {
  const { i18n } = useLingui();
  const read = Object.entries(check.mapping).sort((a, b) => a[1] - b[1]);
  return (
    <details className={styles.columns}>
      <summary>
        <Trans>
          Đã đọc {read.length} cột, tiêu đề ở dòng {check.header_row + 1}
        </Trans>
      </summary>
      <ul className={styles.columnList}>
        {read.map(([field, column]) => (
          <li key={field}>
            <span className={styles.code}>{check.columns[column] ?? ''}</span> → {importFieldLabel(i18n, field)}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ApplyProgress({ applying }: { applying: Applying }) {
  const { done, total, counts, rejected, failed, finished } = applying;
  return (
    <div className={styles.progress}>
      <label htmlFor="import-progress">
        <Trans>
          Đã áp dụng {done} / {total} dòng
        </Trans>
      </label>
      <progress id="import-progress" max={total} value={done} />
      {failed && (
        <p className={notice.failure} role="alert">
          <Trans>Mất kết nối khi đang nhập. Các lô đã gửi được lưu; bấm “Tiếp tục nhập” để gửi phần còn lại (gửi lại không tạo trùng).</Trans>
        </p>
      )}
      {finished && (
        <div className={notice.success} role="status">
          <p>
            <Trans>
              Đã nhập xong: {counts.create} sản phẩm mới, {counts.update} sản phẩm cập nhật, {counts.unchanged} dòng không đổi.
            </Trans>
          </p>
          <Link to="/admin/products">
            <Trans>Về danh sách sản phẩm</Trans>
          </Link>
        </div>
      )}
      {rejected.length > 0 && (
        <>
          <p className={notice.failure}>
            <Trans>{rejected.length} dòng bị từ chối khi áp dụng (danh mục hoặc sản phẩm đã thay đổi từ lúc chạy thử):</Trans>
          </p>
          <ImportRowsTable rows={rejected} options={null} />
        </>
      )}
    </div>
  );
}
