import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CategoryShowResponse, MenuCategory } from '#shared/catalog/schemas.ts';
import { useDeferredJson } from '../../../api/use-deferred-json.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Carousel, CarouselSkeleton } from '../../../ui/carousel/carousel.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { ProductCount } from '../../../ui/product-count.tsx';
import { Thumb } from '../../../ui/thumb.tsx';
import { categoryShowUrl } from '../catalog-api.ts';
import { ProductCard } from '../product-card.tsx';
import { ProductCardSkeleton } from '../product-card-skeleton.tsx';
import styles from './category-block.module.css';
import { useNearViewport } from './use-near-viewport.ts';

/** Products per home block (spec §7 get-category-show, limit 12). */
export const HOME_BLOCK_PRODUCTS = 12;
/** Cards of the first block a phone or a desktop shows before scrolling: their pictures load at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * One level-1 category on the home page (spec §2 home category blocks): title with image and
 * count, its level-2 children as chips, and a carousel of its products. An `eager` block (the first
 * screen) renders and loads at once. The others show only their title until they come within
 * 600 px of the viewport (the first screen built 36 full blocks, and their
 * skeletons ran while idle); meanwhile a one-row strip and one still card hold the height of the
 * chips and the product row (exact on phones, where the chips are one row), so nothing seen moves.
 * The `first` block's first picture is the home page's largest paint: fetched at once, first.
 */
export function CategoryBlock({ category, eager = false, first = false }: { category: MenuCategory; eager?: boolean; first?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const [nearRef, near] = useNearViewport<HTMLElement>();
  const built = eager || near;
  const showcase = useDeferredJson<CategoryShowResponse>(categoryShowUrl(category.id, HOME_BLOCK_PRODUCTS), built);
  const name = localizedName(category, locale);

  return (
    <section ref={nearRef} className={styles.block} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Thumb imageId={category.image_id} size={44} alt="" className={styles.thumb} />
        <div className={styles.titleGroup}>
          <h2 id={headingId} className={styles.title}>
            <Link to="/product/$slug" params={{ slug: category.slug }} className={styles.titleLink}>
              {name}
            </Link>
          </h2>
          <ProductCount className={styles.count} count={category.number_product} />
        </div>
        <Link to="/product/$slug" params={{ slug: category.slug }} className={styles.viewAll}>
          {/* Its purpose is clear from the section it sits in (WCAG 2.4.4, link purpose in context). */}
          <Trans>Xem tất cả</Trans>
          <ChevronRightIcon size={16} />
        </Link>
      </div>

      {category.children.length > 0 && !built && <div className={styles.chipsPending} aria-hidden="true" />}
      {category.children.length > 0 && built && (
        <ul role="list" className={styles.chips}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to="/product/$slug" params={{ slug: child.slug }} className={styles.chip}>
                {localizedName(child, locale)}
                <ProductCount className={styles.chipCount} count={child.number_product} />
              </Link>
            </li>
          ))}
        </ul>
      )}

      <div className={styles.products}>
        {showcase.status === 'success' ? (
          showcase.data.products.length > 0 ? (
            <Carousel
              items={showcase.data.products}
              itemKey={(product) => product.id}
              renderItem={(product, index) => <ProductCard product={product} eagerImage={first && index < FIRST_SCREEN_CARDS} priorityImage={first && index === 0} />}
              label={t`Sản phẩm ${name}`}
              previousLabel={t`Sản phẩm trước`}
              nextLabel={t`Sản phẩm tiếp theo`}
            />
          ) : (
            <p className={styles.empty}>
              <Trans>Danh mục này chưa có sản phẩm.</Trans>
            </p>
          )
        ) : showcase.status === 'error' ? (
          <ErrorState error={showcase.error} onRetry={showcase.retry} compact />
        ) : (
          <CarouselSkeleton count={built ? 4 : 1} renderItem={() => <ProductCardSkeleton />} />
        )}
      </div>
    </section>
  );
}
