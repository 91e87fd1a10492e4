import type { ProductListItem } from '#shared/catalog/schemas.ts';
import { ProductCard } from '../product-card.tsx';
import { ProductCardSkeleton } from '../product-card-skeleton.tsx';
import styles from './listing-screen.module.css';

/** Cards above the fold load their pictures at once. */
const EAGER_CARDS = 4;

/** The grid view (spec §2 `view_ga=false`): the shared product card. */
export function ProductGrid({ products, label }: { products: ProductListItem[]; label: string }) {
  return (
    <ul role="list" className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eagerImage={index < EAGER_CARDS} priorityImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul role="list" className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
