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
  /** The page's largest picture (its LCP): loaded at once and before other pictures. */
  priority?: boolean;
  className?: string;
}

/** A square catalogue image, or the chip glyph when there is none. */
export function Thumb({ imageId, size, alt, rendition = 'medium', eager = false, priority = false, className }: ThumbProps) {
  const src = uploadImageUrl(imageId, rendition);
  if (!src) {
    return (
      // Sized by the glyph's own width/height attributes, never a style attribute: server-rendered
      // pages are parsed under `style-src 'self'`, which refuses one.
      <span className={cx(styles.placeholder, className)} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <ChipGlyph size={size} className={styles.glyph} />
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
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
