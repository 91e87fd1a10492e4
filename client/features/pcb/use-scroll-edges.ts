import { useEffect, useState, type RefObject } from 'react';

/** Which sides of a sideways-scrolling row hide more of it. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** Whether a row scrolled to `left` hides content before and after the visible part (1 px slack for rounding). */
export function scrollEdges(left: number, visibleWidth: number, contentWidth: number): ScrollEdges {
  return { start: left > 1, end: left + visibleWidth < contentWidth - 1 };
}

/**
 * Follows a sideways-scrolling element: which edges hide content (for the fades that say "more this
 * way"), on scroll and whenever its size changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth);
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** The scrollLeft that centres a child in its row (clamped by the browser), so the current tab is never cut off. */
export function centredScrollLeft(child: { offsetLeft: number; offsetWidth: number }, rowWidth: number): number {
  return Math.max(0, child.offsetLeft - (rowWidth - child.offsetWidth) / 2);
}
