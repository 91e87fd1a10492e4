import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell.tsx';
import { NotFoundScreen } from '../app/not-found-screen.tsx';
import { loadShellData } from '../app/shell-data.ts';
import { ShellError } from '../app/shell-error.tsx';
import { ShellSkeleton } from '../app/shell-skeleton.tsx';

export const Route = createRootRoute({
  loader: loadShellData,
  // The menu and footer change rarely; revalidate in the background after five minutes.
  staleTime: 5 * 60_000,
  component: RootComponent,
  pendingComponent: ShellSkeleton,
  errorComponent: ShellError,
  notFoundComponent: NotFoundScreen,
});

function RootComponent() {
  return <AppShell data={Route.useLoaderData()} />;
}
