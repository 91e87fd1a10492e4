import { useId, type ReactNode } from 'react';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../../i18n/localized-name.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { usePageMeta } from '../../../ui/use-page-meta.ts';
import { productHref } from '../product-card.tsx';
import { tagLabel } from '../tag-label.ts';
import { BuyBox } from './buy-box.tsx';
import { CommentsSlot } from './comments-slot.tsx';
import { ProductAttributes } from './product-attributes.tsx';
import { ProductBoxes } from './product-boxes.tsx';
import { CategoryBreadcrumb } from '../category/category-breadcrumb.tsx';
import { ProductFacts } from './product-facts.tsx';
import { ProductGallery } from './product-gallery.tsx';
import styles from './product-screen.module.css';
import { useRecordView } from './use-record-view.ts';

/** The gallery's images: the API's list, else the card image alone. */
function galleryImages(product: ProductDetail): number[] {
  if (product.images.length > 0) return product.images;
  return product.image_id === null ? [] : [product.image_id];
}

/** The meta description: the part's own text, else what identifies it. */
function metaDescription(product: ProductDetail, name: string): string {
  const text = product.description?.trim();
  if (text) return text;
  return [name, product.mpn, product.supplier_name, product.package].filter(Boolean).join(' · ');
}

/**
 * The product page (spec §2 /products/{slug} and /{slug}): breadcrumb, gallery, what
 * identifies the part, the buy box, its attributes, then related / recently viewed / popular
 * products and the comments slot. Visiting records the product in the local recently viewed list.
 * `actions` (e.g. the favourite bookmark, composed by the route) sits under the name; `comments`
 * (the comments widget, composed by the route) takes the comments slot's place.
 */
export function ProductScreen({ product, actions, comments }: { product: ProductDetail; actions?: ReactNode; comments?: ReactNode }) {
  const locale = useLocale();
  const titleId = useId();
  useRecordView(product.id);
  const name = localizedName(product, locale);
  usePageMeta({ title: name, description: metaDescription(product, name), canonical: productHref(product.slug) });
  const description = product.description?.trim();

  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb trail={product.categories} current={name} />
      <article className={styles.top} aria-labelledby={titleId}>
        <header className={styles.head}>
          {product.product_tag_name && <span className={styles.tag}>{tagLabel(product.product_tag_name, locale)}</span>}
          <h1 id={titleId} className={styles.title}>
            {name}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        <div className={styles.gallery}>
          <ProductGallery key={product.id} images={galleryImages(product)} name={name} />
        </div>
        <div className={styles.buy}>
          <BuyBox key={product.id} product={product} />
        </div>
        <div className={styles.facts}>
          <ProductFacts product={product} />
        </div>
      </article>

      {product.attributes.length > 0 && (
        <section className={styles.details}>
          <ProductAttributes attributes={product.attributes} />
        </section>
      )}

      <ProductBoxes key={product.id} product={product} />
      {comments ?? <CommentsSlot productId={product.id} />}
    </div>
  );
}
