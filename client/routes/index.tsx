import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { HomeScreen } from '../features/catalog/home/home-screen.tsx';

const rootRoute = getRouteApi('__root__');

export const Route = createFileRoute('/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { menu } = rootRoute.useLoaderData();
  return <HomeScreen categories={menu} />;
}
