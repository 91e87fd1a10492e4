import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { parsePlainSearch, stringifyPlainSearch } from '../api/query-string.ts';
import { routeTree } from '../route-tree.gen.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RouteErrorState } from './route-error-state.tsx';

/**
 * The app's router: file routes, loader cache, pending UI for slow loads, scroll restoration.
 * The server renderer passes a memory history holding the requested URL; the browser says whether
 * it hydrates server markup (`hydrating`).
 */
export function createAppRouter(options: { history?: RouterHistory; hydrating?: boolean } = {}) {
  let firstRender = true;
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
    // which the strict CSP refuses (and a first visit has nothing to restore). The first render
    // of server markup leaves a page already scrolled where it is: it has been on screen and
    // scrollable since before hydration, and putting it back to the top then moves whatever the
    // visitor was about to tap (e2e/server-render.spec.ts). At the top, the router may restore.
    scrollRestoration: options.history
      ? false
      : () => {
          const scrolledBeforeHydration = firstRender && options.hydrating === true && window.scrollY !== 0;
          firstRender = false;
          return !scrolledBeforeHydration;
        },
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
