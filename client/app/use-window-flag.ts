import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A boolean derived from the scroll position and viewport width. Only a change of the boolean
 * re-renders, so scrolling costs one cheap comparison per event.
 */
export function useWindowFlag(compute: (scrollY: number, viewportWidth: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => compute(window.scrollY, window.innerWidth),
    () => false,
  );
}
