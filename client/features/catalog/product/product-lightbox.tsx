import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { uploadImageUrl } from '../../../ui/image-url.ts';
import { cx } from '../../../ui/class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ZoomIcon } from '../../../ui/icons.tsx';
import { swipeDirection } from './swipe.ts';
import styles from './product-lightbox.module.css';

interface ProductLightboxProps {
  images: readonly number[];
  name: string;
  startIndex: number;
  /** Called with the image shown last, so the gallery can show it too. */
  onClose: (lastIndex: number) => void;
}

/**
 * The full-screen image viewer (spec §1 "gallery with zoom and lightbox"): a modal dialog with the
 * large rendition, a "2 / 3" counter, previous/next by buttons, arrow keys or a swipe, Escape or
 * the close button to leave. A tap or click on the picture (or the zoom button) shows it at twice
 * the size, panned by dragging or scrolling (a phone is told "tap to zoom", and
 * the lightbox alone is no bigger than the page's picture there). Focus stays inside while open
 * and returns to the gallery after.
 */
export function ProductLightbox({ images, name, startIndex, onClose }: ProductLightboxProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const figureRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), images.length - 1));
  const [zoomed, setZoomed] = useState(false);

  // A zoomed picture opens on its middle, the part the unzoomed one centred.
  useLayoutEffect(() => {
    const figure = figureRef.current;
    if (!zoomed || !figure) return;
    figure.scrollLeft = (figure.scrollWidth - figure.clientWidth) / 2;
    figure.scrollTop = (figure.scrollHeight - figure.clientHeight) / 2;
  }, [zoomed]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // No close() on cleanup: removing the element ends the modal state, and a queued close event
    // from a cleanup would shut a lightbox that React's development double-run just reopened.
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    // Fetch the neighbours now, so the next arrow or swipe shows a picture at once.
    for (const neighbour of [images[index - 1], images[index + 1]]) {
      const url = uploadImageUrl(neighbour ?? null, 'large');
      if (url) new Image().src = url;
    }
  }, [images, index]);

  const total = images.length;
  const number = index + 1;
  const src = uploadImageUrl(images[index] ?? null, 'large');

  function go(step: -1 | 1) {
    setIndex((current) => Math.min(total - 1, Math.max(0, current + step)));
    setZoomed(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  }

  // A modal dialog already makes the page behind it inert; this keeps Tab cycling inside it too.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    // Zoomed, a finger pans the picture (native scrolling) instead of swiping to the next one.
    if (event.pointerType === 'mouse' || zoomed) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction !== null) go(direction);
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={name}
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
      // A click on the dark backdrop (outside the picture and the controls) closes it.
      onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
    >
      <div className={styles.bar}>
        <p className={styles.counter}>
          <span aria-hidden="true">{total > 1 ? `${number} / ${total}` : ''}</span>
          <span className="visually-hidden" aria-live="polite">
            {total > 1 ? t`Ảnh ${number} trên ${total}` : ''}
          </span>
        </p>
        <span className={styles.actions}>
          <button type="button" className={styles.close} onClick={() => setZoomed((value) => !value)} aria-pressed={zoomed} aria-label={t`Phóng to ảnh`}>
            <ZoomIcon size={24} out={zoomed} />
          </button>
          <button ref={closeRef} type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={t`Đóng`}>
            <CloseIcon size={24} />
          </button>
        </span>
      </div>
      <figure
        ref={figureRef}
        className={cx(styles.figure, zoomed && styles.zoomed)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {src && (
          <img
            key={src}
            className={styles.image}
            onClick={() => setZoomed((value) => !value)}
            src={src}
            alt={total > 1 ? t`${name}, ảnh ${number} / ${total}` : name}
            width={800}
            height={800}
            draggable={false}
          />
        )}
      </figure>
      {total > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.previous}`} onClick={() => go(-1)} disabled={index === 0} aria-label={t`Ảnh trước`}>
            <ChevronLeftIcon size={28} />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} disabled={index === total - 1} aria-label={t`Ảnh sau`}>
            <ChevronRightIcon size={28} />
          </button>
        </>
      )}
    </dialog>
  );
}
