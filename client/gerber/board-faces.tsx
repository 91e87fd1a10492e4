import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardPreview } from './board-preview.ts';
import styles from './board-faces.module.css';

function svgSource(svg: string): string {
  // As an <img>, the SVG cannot run script or reach the page, whatever the archive held.
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The top and bottom of the board read from the design file, side by side. */
export function BoardFaces({ preview }: { preview: BoardPreview }) {
  const { t } = useLingui();
  return (
    <div className={styles.faces}>
      <figure className={styles.face}>
        <img src={svgSource(preview.top)} alt={t`Bo mạch nhìn từ mặt trên`} className={styles.image} />
        <figcaption>
          <Trans>Mặt trên</Trans>
        </figcaption>
      </figure>
      <figure className={styles.face}>
        <img src={svgSource(preview.bottom)} alt={t`Bo mạch nhìn từ mặt dưới`} className={styles.image} />
        <figcaption>
          <Trans>Mặt dưới</Trans>
        </figcaption>
      </figure>
    </div>
  );
}
