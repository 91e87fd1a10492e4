import { useId, useMemo } from 'react';
import type { ProductListsResponse } from '#shared/catalog/schemas.ts';
import { useDeferredJson } from '../../../api/use-deferred-json.ts';
import { Carousel, CarouselSkeleton } from '../../../ui/carousel/carousel.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ProductCard } from '../product-card.tsx';
import { ProductCardSkeleton } from '../product-card-skeleton.tsx';
import styles from './product-list-box.module.css';

interface ProductListBoxProps {
  title: string;
  /** The list's API URL; null when there is nothing to ask for (the box is not shown). */
  url: string | null;
  /** Load only once true (near the viewport, after the spec §9 delay). */
  enabled: boolean;
  /** The product on screen, never offered again in its own boxes. */
  excludeId: number;
  previousLabel: string;
  nextLabel: string;
}

/**
 * A titled carousel of product cards below the product (related, recently viewed, popular):
 * a skeleton while it loads, a retry on failure, and nothing at all when the list is empty.
 */
export function ProductListBox({ title, url, enabled, excludeId, previousLabel, nextLabel }: ProductListBoxProps) {
  const headingId = useId();
  const result = useDeferredJson<ProductListsResponse>(url ?? '', enabled && url !== null);
  const loaded = result.status === 'success' ? result.data.products : null;
  // Memoized: the carousel re-measures whenever it receives a new array.
  const products = useMemo(() => loaded?.filter((product) => product.id !== excludeId) ?? null, [loaded, excludeId]);
  if (url === null) return null;
  if (products !== null && products.length === 0) return null;

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {products !== null ? (
        <Carousel
          items={products}
          itemKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} />}
          label={title}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
        />
      ) : result.status === 'error' ? (
        <ErrorState error={result.error} onRetry={result.retry} compact />
      ) : (
        <CarouselSkeleton renderItem={() => <ProductCardSkeleton />} />
      )}
    </section>
  );
}
