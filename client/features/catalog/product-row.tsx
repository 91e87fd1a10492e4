import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ProductCard as ProductCardData } from '#shared/catalog/schemas.ts';
import { cx } from '../../ui/class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import styles from './product-row.module.css';

/** A 2 px tolerance for sub-pixel scroll positions. */
const EDGE_TOLERANCE = 2;

/**
 * A horizontally scrolling, snapping row of product cards with previous/next buttons
 * (spec §9: 4 wide on desktop, fewer on narrow screens). Autoplay comes with the carousel issue.
 */
export function ProductRow({ products, label }: { products: ProductCardData[]; label: string }) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const atStart = track.scrollLeft <= EDGE_TOLERANCE;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - EDGE_TOLERANCE;
      setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [products]);

  function page(direction: -1 | 1) {
    const track = trackRef.current;
    if (!track) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
  }

  const single = edges.atStart && edges.atEnd;
  return (
    <div className={styles.row}>
      <ul ref={trackRef} role="list" className={styles.track} aria-label={label}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {!single && (
        <>
          <button
            type="button"
            className={cx(styles.nav, styles.prev)}
            onClick={() => page(-1)}
            disabled={edges.atStart}
            aria-label={t`Sản phẩm trước`}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={cx(styles.nav, styles.next)}
            onClick={() => page(1)}
            disabled={edges.atEnd}
            aria-label={t`Sản phẩm tiếp theo`}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      )}
    </div>
  );
}

/** The row's shape while it loads. */
export function ProductRowSkeleton() {
  return (
    <div className={styles.row}>
      <ul role="list" className={styles.track} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={styles.item}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
