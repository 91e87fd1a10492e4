import { useLingui } from '@lingui/react/macro';
import { panelLayout } from '#shared/pcb/panel.ts';
import styles from './board-preview.module.css';

/**
 * The board drawn to scale inside the type's largest board (spec §2 "width and height in mm with
 * preview"): the dashed frame is max X × max Y, the green board the typed size.
 */
export function BoardPreview({ width, height, maxX, maxY, mask }: { width: number; height: number; maxX: number; maxY: number; mask: string }) {
  const { t } = useLingui();
  const w = Math.min(width, maxX * 1.2);
  const h = Math.min(height, maxY * 1.2);
  const frameW = Math.max(maxX, w);
  const frameH = Math.max(maxY, h);
  const pad = Math.max(frameW, frameH) * 0.04;
  const label = t`Bo ${width} × ${height} mm trong khổ tối đa ${maxX} × ${maxY} mm`;
  return (
    <figure className={styles.previewFigure}>
      <svg viewBox={`${-pad} ${-pad} ${frameW + 2 * pad} ${frameH + 2 * pad}`} role="img" aria-label={label}>
        <rect x={0} y={0} width={maxX} height={maxY} fill="none" stroke="#8a96a6" strokeDasharray="8 6" strokeWidth={frameW / 200} />
        {w > 0 && h > 0 && <rect x={0} y={0} width={w} height={h} rx={Math.min(w, h) * 0.03} fill={mask} stroke="#0c3d1e" strokeWidth={frameW / 300} />}
      </svg>
      <figcaption className={styles.previewCaption}>{label}</figcaption>
    </figure>
  );
}

/** The panel drawn to scale (spec §2 "panelization preview"): rows × columns boards and the rails. */
export function PanelPreview({ width, height, rows, columns, rail, mask }: { width: number; height: number; rows: number; columns: number; rail: number | null; mask: string }) {
  const { t } = useLingui();
  if (width <= 0 || height <= 0) return null;
  const layout = panelLayout({ width, height, rows, columns, railWidth: rail });
  const stroke = Math.max(layout.width, layout.height) / 250;
  const label =
    rail === null
      ? t`Panel ${rows} × ${columns}: ${layout.width} × ${layout.height} mm`
      : t`Panel ${rows} × ${columns}, viền ${rail} mm: ${layout.width} × ${layout.height} mm`;
  return (
    <figure className={styles.previewFigure}>
      <svg viewBox={`${-stroke * 4} ${-stroke * 4} ${layout.width + stroke * 8} ${layout.height + stroke * 8}`} role="img" aria-label={label}>
        {layout.rails.map((r, i) => (
          <rect key={`r${i}`} x={r.x} y={r.y} width={r.width} height={r.height} fill="#c9a227" stroke="#6b5410" strokeWidth={stroke} />
        ))}
        {layout.boards.map((b, i) => (
          <rect key={`b${i}`} x={b.x} y={b.y} width={b.width} height={b.height} fill={mask} stroke="#ffffff" strokeWidth={stroke} />
        ))}
      </svg>
      <figcaption className={styles.previewCaption}>{label}</figcaption>
    </figure>
  );
}
