import { lazy, Suspense, useEffect, useState } from 'react';

const PageAreas = lazy(() => import('./page-areas.tsx').then((module) => ({ default: module.PageAreas })));

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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
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
    <Suspense fallback={null}>
      <PageAreas />
    </Suspense>
  );
}
