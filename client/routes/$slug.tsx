import { createFileRoute } from '@tanstack/react-router';
import { loadProductPage } from '../features/catalog/product/load-product-page.ts';
import { ProductScreen } from '../features/catalog/product/product-screen.tsx';
import { ProductSkeleton } from '../features/catalog/product/product-skeleton.tsx';
import { LazyComments } from '../features/community/lazy-comments.tsx';
import { SupportChatNow } from '../features/content/page-areas/support-chat-now.tsx';
import { FavoriteButton } from '../features/favorites/favorite-button.tsx';

/**
 * Spec §2: /{slug} is also the product page (its canonical address is /products/{slug}). Static
 * top-level routes match first, so this never shadows them; an unknown slug shows the not-found page.
 */
export const Route = createFileRoute('/$slug')({
  loader: ({ params, abortController }) => loadProductPage(params.slug, abortController.signal, { atRoot: true }),
  pendingComponent: ProductSkeleton,
  component: ProductAtRootRoute,
});

function ProductAtRootRoute() {
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
