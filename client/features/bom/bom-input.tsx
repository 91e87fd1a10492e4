import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type DragEvent } from 'react';
import styles from './bom.module.css';

export type BomSource = { file: Blob; fileName: string } | { text: string };

/** Choose or drop a BOM file, or paste cells copied from a spreadsheet. */
export function BomInput({ busy, progress, onSource }: { busy: boolean; progress: number | null; onSource: (source: BomSource) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const pasteId = useId();
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onSource({ file, fileName: file.name });
  }

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.cardTitle}>
        <Trans>1. Tải lên BOM</Trans>
      </h2>
      <div
        className={dragging ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>
          <Trans>Kéo thả tệp BOM vào đây hoặc</Trans>{' '}
          <label htmlFor={inputId} className={styles.fileLabel}>
            <Trans>chọn tệp</Trans>
          </label>
        </p>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onSource({ file, fileName: file.name });
            event.currentTarget.value = '';
          }}
        />
        <p className={styles.meta}>
          <Trans>CSV (dấu phẩy, chấm phẩy hoặc tab), UTF-8 hay UTF-16, XLSX; tối đa 5 MB và 2.000 dòng. Xuất từ KiCad, Altium, EasyEDA, Eagle, JLCPCB hoặc danh sách tự soạn.</Trans>
        </p>
      </div>
      <details className={styles.paste}>
        <summary>
          <Trans>Hoặc dán các ô sao chép từ bảng tính</Trans>
        </summary>
        <label htmlFor={pasteId} className={styles.label}>
          <Trans>Ô đã sao chép (gồm cả dòng tiêu đề nếu có)</Trans>
        </label>
        <textarea id={pasteId} className={styles.textarea} rows={6} value={pasted} onChange={(event) => setPasted(event.currentTarget.value)} />
        <button type="button" className={styles.secondary} disabled={busy || pasted.trim() === ''} onClick={() => onSource({ text: pasted })}>
          <Trans>Đọc dữ liệu đã dán</Trans>
        </button>
      </details>
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={1} value={progress} aria-label={t`Đang đọc tệp BOM`} />
          <span role="status">{t`Đang đọc tệp BOM…`}</span>
        </div>
      )}
    </section>
  );
}
