import { lazy, Suspense, useEffect, useState } from 'react';
import { QuietBoundary } from '../../../ui/quiet-boundary.tsx';
import { noteFirstInteraction } from './first-interaction.ts';

// The promo popup waits for the visitor's first interaction, which may come before the areas load.
noteFirstInteraction();

// A chunk that cannot be fetched (the page went offline before it loaded) leaves the areas out
// for this page view instead of failing the whole app: they are extras, the page must go on.
const PageAreas = lazy(() =>
  import('./page-areas.tsx').then(
    (module) => ({ default: module.PageAreas }),
    () => ({ default: NoPageAreas }),
  ),
);

function NoPageAreas() {
  return null;
}

/** Resolves once the page has loaded and the main thread is idle (or after 2 s at the latest). */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const start = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timer after load stands in.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    else idle = globalThis.setTimeout(() => !cancelled && run(), 200) as unknown as number;
  };
  // Offline, they wait for the network: extras are never fetched from a page that cannot reach us.
  const startOnline = () => {
    if (navigator.onLine) start();
    else window.addEventListener('online', start, { once: true });
  };
  if (document.readyState === 'complete') startOnline();
  else window.addEventListener('load', startOnline, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', startOnline);
    window.removeEventListener('online', start);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else globalThis.clearTimeout(idle);
  };
}

/**
 * The page areas every storefront page carries (spec §2: notification banner, side ads, promo
 * popup, floating support widget), loaded in their own chunk after the page has loaded and the
 * browser is idle: nothing of them is in a page's first JavaScript or delays its first paint,
 * and they are drawn fixed over the page, so nothing moves when they arrive (CLS 0).
 */
export function LazyPageAreas() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    // Their own chunks (the support widget's icons, the popup's dialog) load later still: one that
    // fails offline leaves the areas out instead of reaching the app's error page.
    <QuietBoundary>
      <Suspense fallback={null}>
        <PageAreas />
      </Suspense>
    </QuietBoundary>
  );
}
