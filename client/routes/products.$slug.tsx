import { createFileRoute } from '@tanstack/react-router';
import { loadProductPage } from '../features/catalog/product/load-product-page.ts';
import { ProductScreen } from '../features/catalog/product/product-screen.tsx';
import { ProductSkeleton } from '../features/catalog/product/product-skeleton.tsx';
import { LazyComments } from '../features/community/lazy-comments.tsx';
import { SupportChatNow } from '../features/content/page-areas/support-chat-now.tsx';
import { FavoriteButton } from '../features/favorites/favorite-button.tsx';

/** Spec §2: /products/{slug} is the product page (the canonical address of a product). */
export const Route = createFileRoute('/products/$slug')({
  loader: ({ params, abortController }) => loadProductPage(params.slug, abortController.signal),
  pendingComponent: ProductSkeleton,
  component: ProductRoute,
});

function ProductRoute() {
  const { product } = Route.useLoaderData();
  return (
    <ProductScreen
      product={product}
      actions={
        <>
          <FavoriteButton key={product.id} productId={product.id} />
          <SupportChatNow />
        </>
      }
      comments={<LazyComments subjectType="Product" subjectId={product.id} />}
    />
  );
}
