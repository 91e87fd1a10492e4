import { useEffect, useState } from 'react';

/**
 * Whether the element is inside the viewport now (false until first observed): for work that is
 * only worth doing while seen, such as a skeleton's shimmer.
 */
export function useOnScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);

  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, onScreen];
}
