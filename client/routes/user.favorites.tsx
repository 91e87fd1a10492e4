import { createFileRoute } from '@tanstack/react-router';
import { FavoritesScreen } from '../features/favorites/favorites-screen.tsx';
import { validateFavoritesSearch } from '../features/favorites/favorites-search.ts';

/** /user/favorites, the signed-in user's favourite products (user menu "Yêu thích"). */
export const Route = createFileRoute('/user/favorites')({
  validateSearch: validateFavoritesSearch,
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return <FavoritesScreen page={Route.useSearch().page ?? 1} />;
}
