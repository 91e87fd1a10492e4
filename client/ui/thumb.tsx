import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import { ChipGlyph } from './icons.tsx';
import { uploadImageUrl, type ImageSize } from './image-url.ts';
import styles from './thumb.module.css';

interface ThumbProps {
  imageId: number | null;
  /** Rendered square size in CSS pixels; width/height are set so nothing shifts while loading. */
  size: number;
  alt: string;
  rendition?: ImageSize;
  eager?: boolean;
  className?: string;
}

/** A square catalogue image, or the chip glyph when there is none. */
export function Thumb({ imageId, size, alt, rendition = 'medium', eager = false, className }: ThumbProps) {
  const src = uploadImageUrl(imageId, rendition);
  if (!src) {
    return (
      <span
        className={cx(styles.placeholder, className)}
        style={{ '--thumb-size': `${size}px` } as CSSProperties}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <ChipGlyph size={Math.round(size * 0.6)} className={styles.glyph} />
      </span>
    );
  }
  return (
    <img
      className={cx(styles.image, className)}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
