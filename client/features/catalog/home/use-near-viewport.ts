import { useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on: used to
 * start loading a home block shortly before it scrolls into view.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px 0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near];
}
