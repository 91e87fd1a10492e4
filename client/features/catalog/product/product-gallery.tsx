import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type PointerEvent } from 'react';
import { cx } from '../../../ui/class-names.ts';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { Thumb } from '../../../ui/thumb.tsx';
import styles from './product-gallery.module.css';

// The lightbox is only needed once someone opens it: its code loads on demand.
const ProductLightbox = lazy(() => import('./product-lightbox.tsx').then((module) => ({ default: module.ProductLightbox })));

/** The large rendition's size (client/ui/image-url.ts): set on the tag so nothing shifts. */
const LARGE = 800;
const THUMB = 64;

/**
 * The product gallery (spec §1, §2 "product image gallery with zoom and lightbox"): the main image
 * zooms under a mouse pointer (a 2× view of the large rendition panning with the pointer), opens
 * the lightbox on click, tap or Enter, and thumbnails choose the main image.
 */
export function ProductGallery({ images, name }: { images: readonly number[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const stageRef = useRef<HTMLButtonElement>(null);
  const current = images[index] ?? images[0] ?? null;
  const src = uploadImageUrl(current, 'large');

  if (src === null) {
    return (
      <div className={styles.gallery}>
        <div className={cx(styles.stage, styles.empty)}>
          <Thumb imageId={null} size={240} alt={t`Chưa có ảnh sản phẩm`} />
        </div>
      </div>
    );
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType !== 'mouse') return;
    const stage = event.currentTarget;
    const box = stage.getBoundingClientRect();
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    // Written straight to the style: following the pointer must not re-render React.
    stage.style.setProperty('--zoom-x', `${x}%`);
    stage.style.setProperty('--zoom-y', `${y}%`);
    stage.dataset.zoom = 'on';
  }

  function closeLightbox(lastIndex: number) {
    setIndex(lastIndex);
    setOpen(false);
    stageRef.current?.focus({ preventScroll: true });
  }

  const counter = images.length > 1 ? ` (${index + 1} / ${images.length})` : '';
  return (
    <div className={styles.gallery}>
      <button
        ref={stageRef}
        type="button"
        className={styles.stage}
        onClick={() => setOpen(true)}
        onPointerMove={onPointerMove}
        onPointerLeave={(event) => delete event.currentTarget.dataset.zoom}
        aria-haspopup="dialog"
        aria-label={t`Xem ảnh lớn: ${name}${counter}`}
      >
        <img
          className={styles.image}
          src={src}
          alt=""
          width={LARGE}
          height={LARGE}
          decoding="async"
          fetchPriority="high"
          draggable={false}
        />
        {/* Set through the DOM, not a style attribute: the server-rendered page's markup would
            carry it as an inline style, which the strict CSP (style-src 'self') refuses. */}
        <span
          className={styles.zoom}
          ref={(zoom) => {
            if (zoom) zoom.style.backgroundImage = `url(${src})`;
          }}
          aria-hidden="true"
        />
      </button>
      {/* A touch screen has no hover, so it is told to tap (which opens the
          lightbox, where pinching zooms); only a hovering fine pointer is told to hover. */}
      <p className={styles.hint} aria-hidden="true">
        <span className={styles.hintPointer}>
          <Trans>Rê chuột để phóng to, bấm để xem ảnh lớn</Trans>
        </span>
        <span className={styles.hintTouch}>
          <Trans>Chạm để phóng to</Trans>
        </span>
      </p>

      {images.length > 1 && (
        <ul role="list" className={styles.thumbs} aria-label={t`Ảnh sản phẩm`}>
          {images.map((imageId, position) => {
            const number = position + 1;
            const total = images.length;
            return (
              <li key={imageId}>
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => setIndex(position)}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={t`Ảnh ${number} / ${total}`}
                >
                  <img src={uploadImageUrl(imageId, 'medium') ?? ''} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {open && (
        <Suspense fallback={null}>
          <ProductLightbox images={images} name={name} startIndex={index} onClose={closeLightbox} />
        </Suspense>
      )}
    </div>
  );
}
