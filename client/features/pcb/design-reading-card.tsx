import { Trans } from '@lingui/react/macro';
import { BoardFaces } from '../../gerber/board-faces.tsx';
import quoteCard from './quote-card.module.css';
import type { DesignReading } from './use-design-reading.ts';

/**
 * What the page read from the design file: progress, the board's size and layers as applied to
 * the form, and both faces. Announced politely to screen readers.
 */
export function DesignReadingCard({ reading, layersApplied }: { reading: DesignReading; layersApplied: boolean }) {
  if (reading.status === 'idle') return null;
  return (
    <section className={quoteCard.card} aria-live="polite" aria-busy={reading.status === 'reading'}>
      {reading.status === 'reading' && (
        <p className={quoteCard.meta}>
          <Trans>Đang đọc tệp Gerber…</Trans>
        </p>
      )}
      {reading.status === 'unreadable' && (
        <p className={quoteCard.meta}>
          <Trans>Không đọc được tệp Gerber trong trình duyệt; hãy nhập kích thước và số lớp bằng tay.</Trans>
        </p>
      )}
      {reading.status === 'done' && <DesignFacts reading={reading} layersApplied={layersApplied} />}
    </section>
  );
}

function DesignFacts({ reading, layersApplied }: { reading: Extract<DesignReading, { status: 'done' }>; layersApplied: boolean }) {
  const { facts, preview, layerFiles } = reading.analysis;
  if (!facts) {
    return (
      <p className={quoteCard.meta}>
        <Trans>Không tìm thấy lớp Gerber nào trong tệp; hãy nhập kích thước bằng tay.</Trans>
      </p>
    );
  }
  const width = facts.widthMm;
  const height = facts.heightMm;
  const layers = facts.layerCount;
  return (
    <>
      <h2 className={quoteCard.cardTitle}>
        <Trans>Đã đọc từ tệp thiết kế</Trans>
      </h2>
      <p>
        {layers !== null && layersApplied ? (
          <Trans>
            Kích thước {width} × {height} mm, {layers} lớp đồng — đã điền vào báo giá, bạn vẫn có thể sửa.
          </Trans>
        ) : (
          <Trans>Kích thước {width} × {height} mm — đã điền vào báo giá, bạn vẫn có thể sửa.</Trans>
        )}
      </p>
      {preview && <BoardFaces preview={preview} />}
      <p className={quoteCard.meta}>
        <Trans>Các lớp nhận ra: {layerFiles.join(', ')}</Trans>
      </p>
    </>
  );
}
