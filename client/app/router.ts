import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '../api/query-string.ts';
import { routeTree } from '../route-tree.gen.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RouteErrorState } from './route-error-state.tsx';

/**
 * The app's router: file routes, loader cache, pending UI for slow loads, scroll restoration.
 * The server renderer passes a memory history holding the requested URL.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // Catalogue data changes rarely; the service worker revalidates in the background anyway.
    defaultStaleTime: 60_000,
    defaultPreloadStaleTime: 60_000,
    // Skeletons only for loads slower than this, and then long enough not to flash.
    defaultPendingMs: 250,
    defaultPendingMinMs: 400,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorState,
    // In the browser only: on the server the router would write its restoring script inline,
    // which the strict CSP refuses (and a first visit has nothing to restore).
    scrollRestoration: !options.history,
    // Spec §2 URLs are plain query strings (`?prid=4,30&stock=1`); routes coerce in validateSearch.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
