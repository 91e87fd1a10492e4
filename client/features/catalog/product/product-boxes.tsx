import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { localDb } from '../../../local/db.ts';
import { useSession } from '../../../session/use-session.ts';
import { listRecentlyViewed } from '../../../local/recently-viewed.ts';
import { useNearViewport } from '../home/use-near-viewport.ts';
import { popularProductsUrl, relatedProductsUrl, viewedProductsUrl } from './product-api.ts';
import styles from './product-boxes.module.css';
import { ProductListBox } from './product-list-box.tsx';
import { useDelay } from './use-delay.ts';

/** Spec §9: the recently viewed and popular boxes load after 300 ms. */
export const BOXES_DELAY_MS = 300;
/** How many recently viewed products the box asks for. */
const VIEWED_IN_BOX = 12;

/**
 * Below the product: related products, recently viewed (ids kept in Dexie for guests, on the server
 * for users) and popular
 * in the product's category. Nothing loads until the area nears the viewport.
 */
export function ProductBoxes({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const delayed = useDelay(BOXES_DELAY_MS);
  const viewedIds = useLiveQuery(
    async () => {
      const views = await listRecentlyViewed(localDb).catch(() => []);
      return views.map((view) => view.productId).filter((id) => id !== product.id).slice(0, VIEWED_IN_BOX);
    },
    [product.id],
  );
  // The leaf category: its popular parts are the closest alternatives to this one.
  const categoryId = product.categories.at(-1)?.id ?? product.subject_id;
  const session = useSession();
  // Signed-in users get the list the server keeps for them (it follows them across devices).
  const viewedUrl =
    session.status === 'loading'
      ? null
      : session.status === 'user'
        ? viewedProductsUrl([])
        : viewedIds === undefined || viewedIds.length === 0
          ? null
          : viewedProductsUrl(viewedIds);
  const labels = { previousLabel: t`Sản phẩm trước`, nextLabel: t`Sản phẩm tiếp theo` };

  return (
    <div ref={nearRef} className={styles.boxes}>
      <ProductListBox title={t`Sản phẩm liên quan`} url={relatedProductsUrl(product.id)} enabled={near} excludeId={product.id} {...labels} />
      <ProductListBox title={t`Sản phẩm đã xem`} url={viewedUrl} enabled={near && delayed} excludeId={product.id} {...labels} />
      <ProductListBox title={t`Sản phẩm phổ biến`} url={popularProductsUrl(categoryId)} enabled={near && delayed} excludeId={product.id} {...labels} />
    </div>
  );
}
