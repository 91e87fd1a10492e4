import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SavedBom } from '#shared/bom/schemas.ts';
import { adminBomPath } from '#shared/http/api-paths.ts';
import { getJson } from '../../api/get-json.ts';
import mutedText from '../../ui/muted-text.module.css';
import styles from './order-bom.module.css';

type Lines = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; bom: SavedBom };

/** One BOM line as staff read it: designators, parts per board, then the customer's own cells. */
function lineText(line: SavedBom['lines'][number]): string {
  const refs = (line.designators ?? []).join(', ') || '—';
  const cells = [line.mpn, line.manufacturer, line.sku, line.value, line.footprint, line.description].filter(Boolean).join(' · ');
  return `${refs} × ${line.quantity}${cells ? ` — ${cells}` : ''}`;
}

interface OrderBomRef {
  id: number;
  name: string;
  line_count: number;
}

/** The saved BOM a PCB assembly quote was sent with: its name and line count (a fact of the order). */
export function OrderBomName({ bom }: { bom: OrderBomRef }) {
  return (
    <>
      {bom.name} · <Plural value={bom.line_count} one="# dòng" other="# dòng" />
    </>
  );
}

/**
 * The BOM's lines, read from /v1/admin/boms/{id} when staff open the list; below the order's
 * facts so that a phone gives the lines the whole width.
 */
export function OrderBomLines({ bom }: { bom: OrderBomRef }) {
  const { t } = useLingui();
  const [lines, setLines] = useState<Lines>({ status: 'idle' });

  function load() {
    setLines({ status: 'loading' });
    getJson<SavedBom>(adminBomPath(bom.id)).then(
      (loaded) => setLines({ status: 'ready', bom: loaded }),
      () => setLines({ status: 'error' }),
    );
  }

  return (
    <details
      className={styles.details}
      onToggle={(event) => {
        if (event.currentTarget.open && (lines.status === 'idle' || lines.status === 'error')) load();
      }}
    >
      <summary>
        <Trans>Xem các dòng của BOM</Trans>
      </summary>
      {lines.status === 'loading' && (
        <p className={mutedText.muted} role="status">
          <Trans>Đang tải BOM…</Trans>
        </p>
      )}
      {lines.status === 'error' && (
        <p role="alert">
          {t`Không tải được BOM.`}{' '}
          <button type="button" className={styles.retry} onClick={load}>
            <Trans>Thử lại</Trans>
          </button>
        </p>
      )}
      {lines.status === 'ready' && (
        <ol className={styles.lines} aria-label={t`Các dòng của BOM ${bom.name}`}>
          {lines.bom.lines.map((line, index) => (
            <li key={index}>{lineText(line)}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
